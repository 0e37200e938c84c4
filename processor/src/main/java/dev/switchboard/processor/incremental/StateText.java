package dev.switchboard.processor.incremental;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The previous build's state as its text, for a compilation of a few classes that may change no
 * route ({@link RouteInputs#unchangedSince}): the lines of those classes are looked up by name, the
 * few lines of what else routes depend on are read, and whether every other recorded source is
 * still there is told by their directories' listings ({@link SourceListings}). The line of every
 * other class is not read: the state has a few per class of the module, and parsing them all was
 * most of what such a compilation cost the processor.
 */
final class StateText {
  private static final String[] ENTRY_KINDS = {"handler", "dispatcher", "type"};

  /** A state file's text, and its source URIs relative to where it is. */
  record Read(String text, RelativeSourceUris uris) {}

  /** What the state records of one class: its signature and the source of its class lines. */
  record Recorded(Optional<String> signature, Optional<String> writtenSource) {}

  private final String text;
  private final RelativeSourceUris uris;
  /** Where the line after the format line starts. */
  private final int afterFormat;

  private List<String[]> tail;
  private ModuleState withoutClasses;
  private final Map<String, Recorded> recorded = new HashMap<>();

  private StateText(String text, RelativeSourceUris uris, int afterFormat) {
    this.text = text;
    this.uris = uris;
    this.afterFormat = afterFormat;
  }

  /** The state of {@code text}, when it is of this version's format. */
  static Optional<StateText> of(String text, RelativeSourceUris uris) {
    if (text.indexOf('\r') >= 0) {
      return Optional.empty();
    }
    String format = "format\t" + ModuleState.FORMAT + "\n";
    int at = text.startsWith(format) ? 0 : text.indexOf("\n" + format) + 1;
    return at <= 0 && !text.startsWith(format)
        ? Optional.empty()
        : Optional.of(new StateText(text, uris, at + format.length()));
  }

  RelativeSourceUris uris() {
    return uris;
  }

  /**
   * What the state records of the class {@code name}: one pass over the text, up to its signature,
   * which the state writes after every class line.
   */
  Recorded recorded(String name) {
    return recorded.computeIfAbsent(name, this::find);
  }

  private Recorded find(String name) {
    Optional<String> writtenSource = Optional.empty();
    String named = "\t" + name + "\t";
    for (int at = text.indexOf(named); at >= 0; at = text.indexOf(named, at + 1)) {
      String[] fields = fields(text.lastIndexOf('\n', at) + 1);
      if (fields.length < 3 || !fields[1].equals(name)) {
        continue;
      }
      if (fields[0].equals("signature")) {
        return new Recorded(Optional.of(fields[2]), writtenSource);
      }
      if (writtenSource.isEmpty() && fields.length == 4 && isEntryKind(fields[0])) {
        writtenSource = known(fields[2]);
      }
    }
    return new Recorded(Optional.empty(), writtenSource);
  }

  /** The classes recorded with the source {@code written}, as the state writes it. */
  List<String> classesFrom(String written) {
    List<String> names = new ArrayList<>();
    String field = "\t" + written + "\t";
    for (int at = text.indexOf(field); at >= 0; at = text.indexOf(field, at + 1)) {
      String[] fields = fields(text.lastIndexOf('\n', at) + 1);
      if (fields.length == 4 && isEntryKind(fields[0]) && fields[2].equals(written)) {
        names.add(fields[1]);
      }
    }
    return names;
  }

  /**
   * Whether each directory the state records sources in lists the same names as when it was
   * written; false when one does not, or cannot be listed.
   */
  boolean directoriesAsListed() {
    for (String[] directory : tail(SourceListings.KIND)) {
      if (directory.length != 3
          || directory[2].equals(SourceListings.UNLISTED)
          || !SourceListings.digestNow(uris.resolve(directory[1]))
              .equals(Optional.of(directory[2]))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The state without its classes, their signatures and its generated dispatchers' digests: what it
   * records of the build's outputs, the classes outside the module, whether it was complete and
   * clean, and in what context.
   */
  ModuleState withoutClasses() {
    if (withoutClasses == null) {
      withoutClasses = readWithoutClasses();
    }
    return withoutClasses;
  }

  private ModuleState readWithoutClasses() {
    String incomplete = "incomplete\t";
    Optional<String> incompleteReason = text.startsWith(incomplete, afterFormat)
        ? Optional.of(fields(afterFormat)).filter(f -> f.length > 1).map(f -> f[1])
        : Optional.empty();
    List<String[]> context = tail("context");
    List<String[]> clean = tail("clean");
    return new ModuleState(
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        incompleteReason,
        new ModuleState.Inputs(
            Map.of(),
            digests("external"),
            digests("output"),
            context.size() == 1 && context.get(0).length == 2 ? context.get(0)[1] : "",
            clean.size() == 1 && clean.get(0).length == 2 && clean.get(0)[1].equals("yes")),
        ModuleState.FORMAT);
  }

  private Map<String, String> digests(String kind) {
    Map<String, String> digests = new HashMap<>();
    for (String[] line : tail(kind)) {
      if (line.length == 3) {
        digests.put(line[1], line[2]);
      }
    }
    return digests;
  }

  /**
   * The lines of {@code kind} of those the state writes after its last signature: what else routes
   * depend on, and the directories' listings.
   */
  private List<String[]> tail(String kind) {
    if (tail == null) {
      tail = new ArrayList<>();
      int at = text.lastIndexOf("\nsignature\t");
      at = at < 0 ? afterFormat : text.indexOf('\n', at + 1) + 1;
      while (at > 0 && at < text.length()) {
        tail.add(fields(at));
        at = text.indexOf('\n', at) + 1;
      }
    }
    List<String[]> lines = new ArrayList<>();
    for (String[] line : tail) {
      if (line[0].equals(kind)) {
        lines.add(line);
      }
    }
    return lines;
  }

  /** The tab-separated fields of the line that starts at {@code start}. */
  private String[] fields(int start) {
    int end = text.indexOf('\n', start);
    return text.substring(start, end < 0 ? text.length() : end).split("\t", -1);
  }

  private static boolean isEntryKind(String kind) {
    for (String entryKind : ENTRY_KINDS) {
      if (entryKind.equals(kind)) {
        return true;
      }
    }
    return false;
  }

  private static Optional<String> known(String field) {
    return field.equals(ModuleState.UNKNOWN) || field.isEmpty()
        ? Optional.empty()
        : Optional.of(field);
  }
}
