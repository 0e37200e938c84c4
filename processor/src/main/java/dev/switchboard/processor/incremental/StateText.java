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
 * other class is not read: at a thousand classes, parsing them all cost such a compilation more
 * than the rest of what the processor does in it.
 */
final class StateText {
  private static final String[] ENTRY_KINDS = {"handler", "dispatcher", "type"};

  /** A state file's text, and its source URIs relative to where it is. */
  record Read(String text, RelativeSourceUris uris) {}

  private final String text;
  private final RelativeSourceUris uris;

  private StateText(String text, RelativeSourceUris uris) {
    this.text = text;
    this.uris = uris;
  }

  /** The state of {@code text}, when it is of this version's format. */
  static Optional<StateText> of(String text, RelativeSourceUris uris) {
    if (text.indexOf('\r') >= 0) {
      return Optional.empty();
    }
    String format = "\nformat\t" + ModuleState.FORMAT + "\n";
    boolean current = text.startsWith(format.substring(1)) || text.contains(format);
    return current ? Optional.of(new StateText(text, uris)) : Optional.empty();
  }

  RelativeSourceUris uris() {
    return uris;
  }

  /** The signature recorded for the class {@code name}. */
  Optional<String> signature(String name) {
    return field(line("signature", name), 2);
  }

  /** Whether this build's predecessor generated the class {@code name}. */
  boolean generated(String name) {
    return line("generated", name).isPresent();
  }

  /** The source recorded for the class {@code name}, as the state writes it; empty if none. */
  Optional<String> writtenSourceOf(String name) {
    for (String kind : ENTRY_KINDS) {
      Optional<String[]> line = line(kind, name);
      if (line.isPresent()) {
        return line.get().length == 4 ? known(line.get()[2]) : Optional.empty();
      }
    }
    return Optional.empty();
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
    for (String[] directory : lines(SourceListings.KIND)) {
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
   * The state without its classes and their signatures: what it records of the build's outputs,
   * the classes outside the module, whether it was complete and clean, and in what context.
   */
  ModuleState withoutClasses() {
    Optional<String> incomplete = field(line("incomplete"), 1);
    return new ModuleState(
        Map.of(),
        Map.of(),
        Map.of(),
        Map.of(),
        digests("generated"),
        incomplete,
        new ModuleState.Inputs(
            Map.of(),
            digests("external"),
            digests("output"),
            field(line("context"), 1).orElse(""),
            line("clean")
                .map(clean -> clean.length == 2 && clean[1].equals("yes"))
                .orElse(false)),
        ModuleState.FORMAT);
  }

  private Map<String, String> digests(String kind) {
    Map<String, String> digests = new HashMap<>();
    for (String[] line : lines(kind)) {
      if (line.length == 3) {
        digests.put(line[1], line[2]);
      }
    }
    return digests;
  }

  /** The consecutive lines of {@code kind}, as the state writes each kind together. */
  private List<String[]> lines(String kind) {
    List<String[]> lines = new ArrayList<>();
    String prefix = kind + "\t";
    int at = text.indexOf("\n" + prefix);
    while (at >= 0 && text.startsWith(prefix, at + 1)) {
      lines.add(fields(at + 1));
      at = text.indexOf('\n', at + 1);
    }
    return lines;
  }

  /** The fields of the line of {@code kind} for {@code name}. */
  private Optional<String[]> line(String kind, String name) {
    int at = text.indexOf("\n" + kind + "\t" + name + "\t");
    return at < 0 ? Optional.empty() : Optional.of(fields(at + 1));
  }

  /** The fields of the first line of {@code kind}, a kind written once. */
  private Optional<String[]> line(String kind) {
    int at = text.indexOf("\n" + kind + "\t");
    return at < 0 ? Optional.empty() : Optional.of(fields(at + 1));
  }

  /** The tab-separated fields of the line that starts at {@code start}. */
  private String[] fields(int start) {
    int end = text.indexOf('\n', start);
    return text.substring(start, end < 0 ? text.length() : end).split("\t", -1);
  }

  private static Optional<String> field(Optional<String[]> line, int index) {
    return line.filter(fields -> fields.length > index).map(fields -> fields[index]);
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
