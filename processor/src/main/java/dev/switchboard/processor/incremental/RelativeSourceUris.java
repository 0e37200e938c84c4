package dev.switchboard.processor.incremental;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The module state's source URIs written relative to the class output directory
 * ({@code ../../src/main/java/shop/Refund.java} from {@code target/classes/}), and read back against
 * where the class output is now. The state is packaged into the user's jar, so an absolute URI would
 * make two checkouts of the same sources build different bytes and publish the builder's paths; a
 * relative one also stays valid when the whole project is moved or copied.
 *
 * <p>Only {@code file:} URIs of the same authority that share at least the first directory are
 * relativized: another scheme (compile-testing's in-memory files, a jar) or another drive or root
 * stays absolute, as an absolute URI reads back as itself. Both sides are plain string work on the
 * URIs the compiler gave, no file-system call. javac spells {@code file:///dir/}, ecj {@code
 * file:/dir/}: the path is compared without that prefix.
 */
final class RelativeSourceUris {
  private static final String FILE = "file:";
  private static final String UP = "../";
  /** Stands for a directory that cannot be relativized or resolved, in the caches below. */
  private static final String UNRELATED = "\0";
  /** No class output directory known: every URI is written and read as it is. */
  static final RelativeSourceUris NONE = new RelativeSourceUris(null, "", new String[0]);

  /** What precedes the path in the class output's URI: {@code file://} and its authority, or {@code file:}. */
  private final String prefix;

  private final String authority;
  /** The path segments of the class output directory: {@code ["", "home", "alice", "classes"]}. */
  private final String[] directory;
  /**
   * By directory, as the compiler spells its URI: a module's sources share few directories, and the
   * state has a line per class.
   */
  private final Map<String, String> relativeDirectories = new HashMap<>();

  private final Map<String, String> resolvedDirectories = new HashMap<>();

  private RelativeSourceUris(String prefix, String authority, String[] directory) {
    this.prefix = prefix;
    this.authority = authority;
    this.directory = directory;
  }

  /**
   * Relative to the class output that holds {@code resource} (named {@code resourceName} there), as
   * {@code Filer.getResource(CLASS_OUTPUT, "", resourceName).toUri()} spells it.
   */
  static RelativeSourceUris of(String resourceUri, String resourceName) {
    Optional<FileUri> resource = FileUri.parse(resourceUri);
    if (resource.isEmpty() || !resource.get().path().endsWith("/" + resourceName)) {
      return NONE;
    }
    String path = resource.get().path();
    String directory = path.substring(0, path.length() - resourceName.length());
    return new RelativeSourceUris(
        resource.get().prefix(), resource.get().authority(), directory.split("/"));
  }

  /** {@code uri} relative to the class output directory, or {@code uri} itself when that is impossible. */
  String relativize(String uri) {
    int slash = uri.lastIndexOf('/');
    String name = uri.substring(slash + 1);
    if (prefix == null || slash < 0 || !plainName(name)) {
      return uri;
    }
    String directory =
        relativeDirectories.computeIfAbsent(uri.substring(0, slash + 1), this::relativeDirectory);
    if (directory.equals(UNRELATED)) {
      return uri;
    }
    String relative = directory + name;
    // A first segment with a colon would read as a scheme.
    return hasScheme(relative) ? "./" + relative : relative;
  }

  /** The directory {@code directoryUri} (ending in {@code /}) relative to the class output, or {@link #UNRELATED}. */
  private String relativeDirectory(String directoryUri) {
    Optional<FileUri> file = FileUri.parse(directoryUri);
    if (file.isEmpty() || !file.get().authority().equals(authority)) {
      return UNRELATED;
    }
    // "/home/alice/src/" gives "", "home", "alice", "src", "": the last one stands for the file
    // name.
    String[] segments = file.get().path().split("/", -1);
    int common = 0;
    while (common < directory.length
        && common < segments.length - 1
        && directory[common].equals(segments[common])) {
      common++;
    }
    if (common < 2) {
      return UNRELATED; // nothing in common below the root: another drive, or a relative form would
      // hold the whole path
    }
    return UP.repeat(directory.length - common)
        + String.join("/", Arrays.copyOfRange(segments, common, segments.length));
  }

  /** The URI {@code stored} names, resolved against the class output directory when it is relative. */
  String resolve(String stored) {
    if (prefix == null || hasScheme(stored)) {
      return stored;
    }
    int slash = stored.lastIndexOf('/');
    String directory = resolvedDirectories.computeIfAbsent(
        stored.substring(0, slash + 1), this::resolvedDirectory);
    return directory.equals(UNRELATED) ? stored : directory + stored.substring(slash + 1);
  }

  /** The URI of the directory {@code relative} (empty, or ending in {@code /}) names, or {@link #UNRELATED}. */
  private String resolvedDirectory(String relative) {
    String rest = relative.startsWith("./") ? relative.substring(2) : relative;
    int up = 0;
    while (rest.startsWith(UP)) {
      rest = rest.substring(UP.length());
      up++;
    }
    if (up >= directory.length) {
      return UNRELATED; // above the root: not written by relativize
    }
    return prefix + String.join("/", Arrays.copyOf(directory, directory.length - up)) + "/" + rest;
  }

  /** A file name that relativizing by directory keeps as it is: no query, fragment, {@code .} or {@code ..}. */
  private static boolean plainName(String name) {
    return !name.isEmpty()
        && !name.equals(".")
        && !name.equals("..")
        && name.indexOf('?') < 0
        && name.indexOf('#') < 0;
  }

  /** Whether two URIs name the same file, however the compilers spell {@code file:} URIs. */
  static boolean sameFile(String uri, String other) {
    return uri.equals(other) || fileKey(uri).equals(fileKey(other));
  }

  /**
   * What names the file at {@code uri} however the compilers spell it ({@code file:///dir/}, {@code
   * file:/dir/./}): equal for two URIs of the same file, to look files up by.
   */
  static String fileKey(String uri) {
    return FileUri.parse(uri)
        .map(file -> "file://" + file.authority() + file.path())
        .orElse(uri);
  }

  /** Whether two URIs name files of the same directory, however the compilers spell {@code file:} URIs. */
  static boolean sameDirectory(String uri, String other) {
    return sameFile(
        uri.substring(0, uri.lastIndexOf('/') + 1), other.substring(0, other.lastIndexOf('/') + 1));
  }

  /** Whether {@code uri} starts with a scheme ({@code file:}, {@code mem:}), so it is absolute. */
  private static boolean hasScheme(String uri) {
    int colon = uri.indexOf(':');
    int slash = uri.indexOf('/');
    return colon > 0 && (slash < 0 || colon < slash);
  }

  /**
   * The parts of a hierarchical {@code file:} URI without query or fragment, its path normalized: ecj
   * spells the class output {@code -d ./out} as {@code file:/work/./out/}, {@code -d ../x/out} as
   * {@code file:/work/../x/out/}. Segments are resolved as written, without asking the file system, so a
   * symbolic link before a {@code ..} is taken for a plain directory: the relative URI then still
   * resolves back to the URI the compiler gave, read against the same spelling of the class output.
   *
   * @param prefix what precedes the path as the URI spells it: {@code file://} and its authority, or {@code file:}
   */
  private record FileUri(String prefix, String authority, String path) {
    static Optional<FileUri> parse(String uri) {
      if (!uri.regionMatches(true, 0, FILE, 0, FILE.length())
          || uri.indexOf('?') >= 0
          || uri.indexOf('#') >= 0) {
        return Optional.empty();
      }
      String rest = uri.substring(FILE.length());
      String authority = "";
      if (rest.startsWith("//")) {
        int slash = rest.indexOf('/', 2);
        if (slash < 0) {
          return Optional.empty();
        }
        authority = rest.substring(2, slash);
        rest = rest.substring(slash);
      }
      if (!rest.startsWith("/")) {
        return Optional.empty();
      }
      String prefix = uri.substring(0, uri.length() - rest.length());
      String parsedAuthority = authority;
      return normalized(rest).map(path -> new FileUri(prefix, parsedAuthority, path));
    }

    /** {@code path} without {@code .}, {@code ..} and empty segments, or empty when a {@code ..} climbs above the root. */
    private static Optional<String> normalized(String path) {
      if (!path.contains("/.") && !path.contains("//")) {
        return Optional.of(path);
      }
      String[] segments = path.split("/", -1);
      Deque<String> kept = new ArrayDeque<>();
      for (int i = 1; i < segments.length; i++) {
        String segment = segments[i];
        boolean last = i == segments.length - 1;
        if (segment.equals("..")) {
          if (kept.pollLast() == null) {
            return Optional.empty();
          }
        } else if (!segment.equals(".") && !segment.isEmpty()) {
          kept.addLast(segment);
        }
        if (last && (segment.isEmpty() || segment.equals(".") || segment.equals(".."))) {
          kept.addLast(""); // a directory: the path keeps its final slash
        }
      }
      return Optional.of("/" + String.join("/", kept));
    }
  }
}
