package dev.switchboard.processor.incremental;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What one compilation of a module saw, kept in its class output so that a later compilation of only
 * some of its files can still generate every dispatcher from every handler: the {@code @Handles}
 * classes, the {@code @EventDispatcher} declarations and the classes known at compile time (the
 * event classes the routes are resolved for), each with the source file it was compiled from, and
 * where each handler method's {@code @Handles} is written.
 *
 * <p>The text format is line-based, tab-separated and UTF-8: a {@code format} line, then one line per
 * entry, sorted, with source URIs relative to the class output, so that two builds of the same sources
 * write the same bytes, in any checkout directory.
 *
 * @param methods where each {@code @Handles} method of a handler class is written (valid or not, as
 *     handler classes are recorded), by {@link MethodKeys key}
 * @param incomplete why the build that wrote it could not know every class of the module; every
 *     later build says so again, until a clean build starts without a state
 * @param generated the digest of each generated dispatcher this build wrote or found current,
 *     by canonical name ({@link IncrementalBuild#unchanged})
 * @param inputs what else the routes of that build depended on, for {@link RouteInputs}
 * @param format the format it was read in; {@link #FORMAT} for the state of this build
 */
public record ModuleState(
    Map<String, Entry> handlers,
    Map<String, Entry> dispatchers,
    Map<String, Entry> types,
    Map<String, Entry> methods,
    Map<String, String> generated,
    Optional<String> incomplete,
    Inputs inputs,
    int format) {
  /**
   * Bumped whenever the meaning of the file changes: a state of a format this version does not read is
   * never merged. Format 11: {@code directory} lines, a digest of what each directory of the recorded
   * sources listed ({@link SourceListings}), so that a build of a few classes that changes no route
   * does not read the line of every other class ({@link StateText}). Format 10: no {@code module} lines, the module of each generated source, which
   * format 9 wrote and nothing reads. Format 8: the {@code output} line of a resource holds the CRC32 of its bytes
   * too ({@link WrittenOutputs}), so that a build where nothing changed is told from one whose
   * report was rewritten with the same length. Format 7: {@code signature}, {@code external}, {@code output}, {@code context}
   * and {@code clean} lines ({@link Inputs}), so that a build where nothing a route depends on changed
   * does nothing. Format 6: {@code generated} lines, the digest of each dispatcher, so that a partial
   * build whose dispatcher comes out the same leaves it as it is. Format 5: {@code method} lines keyed by the parameters' canonical names ({@link
   * MethodKeys}), and written for every {@code @Handles} method of a handler class, valid or not.
   * Format 4: {@code method} lines for valid handler methods, by {@code Class#method(SimpleName)}.
   * Format 3: source URIs relative to the class output directory where possible ({@link
   * RelativeSourceUris}). Format 2: names are canonical names built from simple names; format 1 held
   * {@code getQualifiedName()}, which ecj mangles for nested classes named with {@code $}, so such a
   * name could not be found again.
   */
  public static final int FORMAT = 11;
  /** The first format whose method lines are keyed by {@link MethodKeys}. */
  static final int QUALIFIED_METHODS = 5;
  /**
   * Formats 2 to 10 are still read: format 9's {@code module} lines are skipped; format 2's sources are
   * absolute URIs, which later formats write too where they cannot relativize, and which read back as themselves; formats 2 and 3 have no method
   * lines, and format 4's are keyed by simple names ({@link MethodKeys#requalified}). An older version
   * refuses a later format, whose relative URIs it would take for sources it cannot check, and whose
   * method lines it does not know.
   */
  static final int OLDEST_READ = 2;

  static final String UNKNOWN = "-";
  /** The state of no build: nothing seen. */
  static final ModuleState EMPTY = new ModuleState(
      Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Optional.empty(), Inputs.NONE, FORMAT);

  public ModuleState {
    handlers = Collections.unmodifiableMap(new TreeMap<>(handlers));
    dispatchers = Collections.unmodifiableMap(new TreeMap<>(dispatchers));
    types = Collections.unmodifiableMap(new TreeMap<>(types));
    methods = Collections.unmodifiableMap(new TreeMap<>(methods));
    generated = Collections.unmodifiableMap(new TreeMap<>(generated));
  }

  /**
   * One class the compilation saw, or one handler method (by its {@link MethodKeys key}, without a source).
   *
   * @param name its canonical name ({@link dev.switchboard.processor.lang.CanonicalNames})
   * @param source the URI of the source file it was compiled from, when the compiler tells; absolute
   *     in memory, relative to the class output in the file
   * @param handlesAt for a handler, where its {@code @Handles} is written ({@code pkg/File.java:12}),
   *     so that route reports of later partial builds still name it
   */
  public record Entry(String name, Optional<String> source, Optional<String> handlesAt) {}

  /**
   * What the routes of a build depended on besides the classes of the module and their sources: what
   * a later build compares, from cheap facts only, to tell that nothing of it changed ({@link
   * RouteInputs}).
   *
   * @param signatures the {@link TypeSignatures signature} of each class compiled from source, by
   *     canonical name
   * @param external the signature of each class outside the module that a route depends on (an
   *     event or interceptor read from a class file, and its supertypes)
   * @param outputs each file the build wrote or found current, with its length in bytes: {@code
   *     source:} and the package and name of a generated source, {@code resource:} and the path of a
   *     resource in the class output, with the CRC32 of its bytes when it is small ({@link
   *     WrittenOutputs}); and {@code lock} with the SHA-256 of the text of the routes
   *     lock the routes make
   * @param context the digest of what else a route depends on: the processor options that change
   *     generated code, the compiler, the Java version, the annotations generated code may use
   * @param clean whether Switchboard reported neither an error nor a warning in that build
   */
  public record Inputs(
      Map<String, String> signatures,
      Map<String, String> external,
      Map<String, String> outputs,
      String context,
      boolean clean) {
    /** What a build that recorded nothing besides its classes depended on. */
    static final Inputs NONE = new Inputs(Map.of(), Map.of(), Map.of(), "", false);

    public Inputs {
      signatures = Collections.unmodifiableMap(new TreeMap<>(signatures));
      external = Collections.unmodifiableMap(new TreeMap<>(external));
      outputs = Collections.unmodifiableMap(new TreeMap<>(outputs));
    }
  }

  /** This state with {@code methods} for its method rows, keyed as this version keys them. */
  ModuleState withMethods(Map<String, Entry> methods) {
    return new ModuleState(
        handlers, dispatchers, types, methods, generated, incomplete, inputs, FORMAT);
  }

  /** The source recorded for the class {@code name}, whatever its kind. */
  Optional<String> sourceOf(String name) {
    Entry entry = handlers.get(name);
    if (entry == null) {
      entry = dispatchers.get(name);
    }
    if (entry == null) {
      entry = types.get(name);
    }
    return entry == null ? Optional.empty() : entry.source();
  }

  /** The file's text, with source URIs written by {@code uris}. */
  String text(RelativeSourceUris uris) {
    StringBuilder text = new StringBuilder();
    text.append(
            "# Switchboard module state: what the last compilation of this module saw, so that a compilation\n")
        .append(
            "# of only some of its files generates the same dispatchers. Written by the processor; do not edit.\n")
        .append("format\t")
        .append(FORMAT)
        .append('\n');
    if (incomplete.isPresent()) {
      text.append("incomplete\t")
          .append(incomplete.get().replaceAll("\\s", " "))
          .append('\n');
    }
    append(text, "handler", handlers, uris);
    append(text, "dispatcher", dispatchers, uris);
    append(text, "type", types, uris);
    append(text, "method", methods, uris);
    appendDigests(text, "generated", generated);
    appendDigests(text, "signature", inputs.signatures());
    appendDigests(text, "external", inputs.external());
    appendDigests(text, "output", inputs.outputs());
    if (!inputs.context().isEmpty()) {
      text.append("context\t").append(inputs.context()).append('\n');
    }
    text.append("clean\t").append(inputs.clean() ? "yes" : "no").append('\n');
    return text.toString();
  }

  private static void appendDigests(StringBuilder text, String kind, Map<String, String> digests) {
    for (Map.Entry<String, String> digest : digests.entrySet()) {
      text.append(kind)
          .append('\t')
          .append(digest.getKey())
          .append('\t')
          .append(digest.getValue())
          .append('\n');
    }
  }

  private static void append(
      StringBuilder text, String kind, Map<String, Entry> entries, RelativeSourceUris uris) {
    for (Entry entry : entries.values()) {
      text.append(kind)
          .append('\t')
          .append(entry.name())
          .append('\t')
          .append(entry.source().map(uris::relativize).orElse(UNKNOWN))
          .append('\t')
          .append(entry.handlesAt().orElse(UNKNOWN))
          .append('\n');
    }
  }

  /**
   * Reads {@code text}, resolving its source URIs with {@code uris}.
   *
   * @throws UnusableStateException when it is of another format or malformed: the reason, in words
   *     that hold nothing of the machine (the reason is recorded in the next state)
   */
  static ModuleState parse(String text, RelativeSourceUris uris) throws UnusableStateException {
    Map<String, Entry> handlers = new TreeMap<>();
    Map<String, Entry> dispatchers = new TreeMap<>();
    Map<String, Entry> types = new TreeMap<>();
    Map<String, Entry> methods = new TreeMap<>();
    Map<String, String> generated = new TreeMap<>();
    List<String> lines = lines(text);
    int first = 0;
    while (first < lines.size() && ignored(lines.get(first))) {
      first++;
    }
    if (first == lines.size() || !lines.get(first).startsWith("format\t")) {
      throw new UnusableStateException("it does not start with its format");
    }
    String format = lines.get(first).substring("format\t".length());
    if (!readable(format)) {
      throw new UnusableStateException("another Switchboard version wrote it (format " + format
          + ", this version reads formats " + OLDEST_READ + " to " + FORMAT + ")");
    }
    Optional<String> incomplete = Optional.empty();
    Map<String, String> signatures = new TreeMap<>();
    Map<String, String> external = new TreeMap<>();
    Map<String, String> outputs = new TreeMap<>();
    String context = "";
    boolean clean = false;
    for (int i = first + 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (ignored(line)) {
        continue;
      }
      if (line.startsWith("incomplete\t")) {
        incomplete = Optional.of(line.substring("incomplete\t".length()));
        continue;
      }
      if (line.startsWith("context\t")) {
        context = line.substring("context\t".length());
        continue;
      }
      if (line.startsWith("clean\t")) {
        clean = line.equals("clean\tyes");
        continue;
      }
      if (line.startsWith("module\t")) {
        continue; // format 9's module of each generated source, which nothing reads
      }
      if (line.startsWith(SourceListings.KIND + "\t")) {
        continue; // read by StateText
      }
      String[] fields = fields(line);
      Map<String, String> digests = fields.length != 3 || fields[1].isEmpty()
          ? null
          : switch (fields[0]) {
            case "generated" -> generated;
            case "signature" -> signatures;
            case "external" -> external;
            case "output" -> outputs;
            default -> null;
          };
      if (digests != null) {
        digests.put(fields[1], fields[2]);
        continue;
      }
      Map<String, Entry> target = fields.length != 4 || fields[1].isEmpty()
          ? null
          : switch (fields[0]) {
            case "handler" -> handlers;
            case "dispatcher" -> dispatchers;
            case "type" -> types;
            case "method" -> methods;
            default -> null;
          };
      if (target == null) {
        // By number, not content: a line may hold a source's absolute URI.
        throw new UnusableStateException("line " + (i + 1) + " is malformed");
      }
      Entry entry = new Entry(fields[1], known(fields[2]).map(uris::resolve), known(fields[3]));
      target.put(entry.name(), entry);
    }
    return new ModuleState(
        handlers,
        dispatchers,
        types,
        methods,
        generated,
        incomplete,
        new Inputs(signatures, external, outputs, context, clean),
        Integer.parseInt(format));
  }

  /** The lines of {@code text}, as {@link String#lines}, without a stream for the usual {@code \n}. */
  private static List<String> lines(String text) {
    if (text.indexOf('\r') >= 0) {
      return text.lines().toList();
    }
    List<String> lines = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        end = text.length();
      }
      lines.add(text.substring(start, end));
      start = end + 1;
    }
    return lines;
  }

  /** The tab-separated fields of {@code line}, empty ones included, as {@code split("\t", -1)}. */
  private static String[] fields(String line) {
    int count = 1;
    for (int tab = line.indexOf('\t'); tab >= 0; tab = line.indexOf('\t', tab + 1)) {
      count++;
    }
    String[] fields = new String[count];
    int start = 0;
    for (int i = 0; i < count - 1; i++) {
      int tab = line.indexOf('\t', start);
      fields[i] = line.substring(start, tab);
      start = tab + 1;
    }
    fields[count - 1] = line.substring(start);
    return fields;
  }

  private static boolean ignored(String line) {
    return line.isBlank() || line.startsWith("#");
  }

  private static boolean readable(String format) {
    for (int readable = OLDEST_READ; readable <= FORMAT; readable++) {
      if (format.equals(Integer.toString(readable))) {
        return true;
      }
    }
    return false;
  }

  private static Optional<String> known(String field) {
    return field.equals(UNKNOWN) || field.isEmpty() ? Optional.empty() : Optional.of(field);
  }

  /** Why a state file cannot be merged. */
  static final class UnusableStateException extends Exception {
    private static final long serialVersionUID = 1L;

    UnusableStateException(String reason) {
      super(reason);
    }
  }
}
