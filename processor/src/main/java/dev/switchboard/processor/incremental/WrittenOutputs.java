package dev.switchboard.processor.incremental;

import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.CRC32;
import javax.tools.FileObject;

/**
 * The files a build writes or finds current ({@link ModuleState.Inputs#outputs}): noted as they are
 * written, and the check that those the previous build recorded are still there as it wrote them.
 *
 * <p>A generated source is recorded by its length, and checked with its modification time and its
 * class file's: hashing the dispatcher's source would cost, in a cold JVM, a good part of what the
 * check saves. A resource (a route report, its diagram) up to {@link #CONTENT_CHECKED} bytes is
 * recorded by its length and the CRC32 of its bytes too, so that one rewritten with the same length
 * within the file system's time granularity is told apart; the platform computes CRC32 in native
 * code, so checking it costs about as much as reading the file. A larger one keeps the cheap check.
 */
final class WrittenOutputs {
  private static final String RESOURCE = "resource:";
  private static final String LOCK = "lock";
  /** Between the length and the CRC32 of a resource whose content is recorded. */
  private static final String CONTENT = "/crc32:";
  /** The largest resource whose content is recorded; a route report of a very large module is larger. */
  static final int CONTENT_CHECKED = 256 * 1024;

  private final OutputFiles output;
  /** Each file written or found current in this build, by key. */
  private final Map<String, String> written = new TreeMap<>();

  WrittenOutputs(OutputFiles output) {
    this.output = output;
  }

  /** Notes that this build wrote, or found current, the generated source {@code packageName.name} of {@code text}. */
  void wroteSource(String packageName, String name, String text) {
    written.put(new SourceKey(packageName, name).key(), length(text));
  }

  /** Notes that this build wrote the resource {@code name} of the class output, of {@code text}. */
  void wroteResource(String name, String text) {
    written.put(RESOURCE + name, lengthAndContent(text.getBytes(StandardCharsets.UTF_8)));
  }

  /** Notes the text of the routes lock the routes of this build make. */
  void routesLock(String text) {
    written.put(LOCK, TypeSignatures.sha256(text));
  }

  /**
   * What this build wrote or found current, to record; with, when {@code leftover} holds the state
   * of a previous build whose files not written again stay, those files as it recorded them, so that
   * a later build deletes them.
   */
  Map<String, String> toRecord(Optional<ModuleState.Inputs> leftover) {
    if (leftover.isEmpty()) {
      return written;
    }
    Map<String, String> outputs = new TreeMap<>(written);
    for (Map.Entry<String, String> recorded : leftover.get().outputs().entrySet()) {
      if (!recorded.getKey().equals(LOCK)) {
        outputs.putIfAbsent(recorded.getKey(), recorded.getValue());
      }
    }
    return outputs;
  }

  /**
   * The files {@code recorded} holds that this build neither wrote nor found current: generated
   * sources by the canonical name of their top-level class, resources by their path in the class
   * output.
   */
  NotWrittenAgain notWrittenAgain(ModuleState.Inputs recorded) {
    Set<SourceKey> sources = new TreeSet<>();
    Set<String> resources = new TreeSet<>();
    for (String key : recorded.outputs().keySet()) {
      if (written.containsKey(key)) {
        continue;
      }
      Optional<SourceKey> source = SourceKey.parse(key);
      if (source.isPresent()) {
        sources.add(source.get());
      } else if (key.startsWith(RESOURCE)) {
        resources.add(key.substring(RESOURCE.length()));
      }
    }
    return new NotWrittenAgain(sources, resources);
  }

  /** Whether this build wrote, or found current, the generated source of the top-level class {@code canonicalName}. */
  boolean wroteSourceOf(String canonicalName) {
    return written.containsKey(SourceKey.of(canonicalName).key());
  }

  /** Whether {@code recorded} holds the generated source of the top-level class {@code canonicalName}. */
  static boolean recordsSourceOf(ModuleState.Inputs recorded, String canonicalName) {
    return recorded.outputs().containsKey(SourceKey.of(canonicalName).key());
  }

  /** The SHA-256 of the routes lock text the routes of {@code recorded} make, if it has one. */
  static Optional<String> recordedLock(ModuleState.Inputs recorded) {
    return Optional.ofNullable(recorded.outputs().get(LOCK));
  }

  /**
   * Whether every file the previous build wrote is still there as it wrote it: of the length it
   * recorded (and of the content, where it recorded one), not written after the state (which is
   * written last), and each generated source with class files compiled after it, of its class and
   * of every class that class nests.
   */
  boolean asWritten(ModuleState state) {
    long stateWritten;
    try {
      stateWritten = output.inClassOutput(StateFile.NAME).getLastModified();
    } catch (IOException | RuntimeException missing) {
      return false;
    }
    for (Map.Entry<String, String> recorded : state.inputs().outputs().entrySet()) {
      String key = recorded.getKey();
      try {
        if (key.startsWith(SourceKey.PREFIX)) {
          Optional<SourceKey> source = SourceKey.parse(key);
          if (source.isEmpty() || !asWritten(source.get(), recorded.getValue(), stateWritten)) {
            return false;
          }
        } else if (key.startsWith(RESOURCE)
            && !asWritten(
                output.inClassOutput(key.substring(RESOURCE.length())),
                recorded.getValue(),
                stateWritten)) {
          return false;
        }
      } catch (IOException | RuntimeException missing) {
        // Compilers report a missing file differently; anything unreadable means the normal path.
        return false;
      }
    }
    return true;
  }

  /** Whether the generated source of {@code key} is as {@code recorded}, and compiled after. */
  private boolean asWritten(SourceKey key, String recorded, long stateWritten) throws IOException {
    FileObject source = output.generatedSource(key.packageName(), key.name());
    long sourceWritten = source.getLastModified();
    return asWritten(source, recorded, stateWritten)
        && output.compiledAfter(key.packageName(), key.name(), sourceWritten);
  }

  /**
   * Whether {@code file} exists, was not written after {@code stateWritten}, and is as {@code
   * recorded}: its length in bytes, or its {@link #lengthAndContent length and content}.
   */
  private static boolean asWritten(FileObject file, String recorded, long stateWritten)
      throws IOException {
    long modified = file.getLastModified();
    if (modified <= 0 || modified > stateWritten) {
      return false;
    }
    URI uri = file.toUri();
    if (!"file".equals(uri.getScheme())) {
      return true;
    }
    Path path = Path.of(uri);
    int content = recorded.indexOf(CONTENT);
    String length = content < 0 ? recorded : recorded.substring(0, content);
    if (!length.equals(Long.toString(Files.size(path)))) {
      return false;
    }
    return content < 0 || recorded.equals(lengthAndContent(Files.readAllBytes(path)));
  }

  /** The length of {@code text} in UTF-8, in bytes, as the state records a generated source. */
  private static String length(String text) {
    return Integer.toString(text.getBytes(StandardCharsets.UTF_8).length);
  }

  /**
   * How the state records a resource of {@code bytes}: its length, and the CRC32 of its bytes after
   * {@link #CONTENT} when it has at most {@link #CONTENT_CHECKED} bytes.
   */
  private static String lengthAndContent(byte[] bytes) {
    if (bytes.length > CONTENT_CHECKED) {
      return Integer.toString(bytes.length);
    }
    CRC32 crc = new CRC32();
    crc.update(bytes);
    return bytes.length + CONTENT + Long.toHexString(crc.getValue());
  }
}
