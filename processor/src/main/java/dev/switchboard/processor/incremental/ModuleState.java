package dev.switchboard.processor.incremental;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.Map;

/**
 * What one compilation of a module saw, kept in its class output so that a later compilation of only
 * some of its files can still generate every dispatcher from every handler: the {@code @Handles}
 * classes, the {@code @EventDispatcher} declarations and the classes known at compile time (the
 * event classes the routes are resolved for), each with the source file it was compiled from.
 *
 * <p>The text format is line-based, tab-separated and UTF-8: a {@code format} line, then one line per
 * entry, sorted, so that two builds of the same sources write the same bytes.
 *
 * @param incomplete why the build that wrote it could not know every class of the module; every
 *     later build says so again, until a clean build starts without a state
 */
public record ModuleState(Map<String, Entry> handlers, Map<String, Entry> dispatchers, Map<String, Entry> types,
    Optional<String> incomplete) {
  /**
   * Bumped whenever the meaning of the file changes: a state of another format is never merged. Format 2:
   * names are canonical names built from simple names; format 1 held {@code getQualifiedName()}, which
   * ecj mangles for nested classes named with {@code $}, so such a name could not be found again.
   */
  public static final int FORMAT = 2;
  static final String UNKNOWN = "-";
  /** The state of no build: nothing seen. */
  static final ModuleState EMPTY = new ModuleState(Map.of(), Map.of(), Map.of(), Optional.empty());

  public ModuleState {
    handlers = Collections.unmodifiableMap(new TreeMap<>(handlers));
    dispatchers = Collections.unmodifiableMap(new TreeMap<>(dispatchers));
    types = Collections.unmodifiableMap(new TreeMap<>(types));
  }

  /**
   * One class the compilation saw.
   *
   * @param name its canonical name ({@link dev.switchboard.processor.lang.CanonicalNames})
   * @param source the URI of the source file it was compiled from, when the compiler tells
   * @param handlesAt for a handler, where its {@code @Handles} is written ({@code pkg/File.java:12}),
   *     so that route reports of later partial builds still name it
   */
  public record Entry(String name, Optional<String> source, Optional<String> handlesAt) {}

  /** The file's text. */
  String text() {
    StringBuilder text = new StringBuilder();
    text.append("# Switchboard module state: what the last compilation of this module saw, so that a compilation\n")
        .append("# of only some of its files generates the same dispatchers. Written by the processor; do not edit.\n")
        .append("format\t").append(FORMAT).append('\n');
    if (incomplete.isPresent()) {
      text.append("incomplete\t").append(incomplete.get().replaceAll("\\s", " ")).append('\n');
    }
    append(text, "handler", handlers);
    append(text, "dispatcher", dispatchers);
    append(text, "type", types);
    return text.toString();
  }

  private static void append(StringBuilder text, String kind, Map<String, Entry> entries) {
    for (Entry entry : entries.values()) {
      text.append(kind).append('\t').append(entry.name())
          .append('\t').append(entry.source().orElse(UNKNOWN))
          .append('\t').append(entry.handlesAt().orElse(UNKNOWN))
          .append('\n');
    }
  }

  /**
   * Reads {@code text}.
   *
   * @throws UnusableStateException when it is of another format or malformed: the reason, in words
   */
  static ModuleState parse(String text) throws UnusableStateException {
    Map<String, Entry> handlers = new TreeMap<>();
    Map<String, Entry> dispatchers = new TreeMap<>();
    Map<String, Entry> types = new TreeMap<>();
    List<String> lines = new ArrayList<>(text.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList());
    if (lines.isEmpty() || !lines.get(0).startsWith("format\t")) {
      throw new UnusableStateException("it does not start with its format");
    }
    String format = lines.remove(0).substring("format\t".length());
    if (!format.equals(Integer.toString(FORMAT))) {
      throw new UnusableStateException("another Switchboard version wrote it (format " + format
          + ", this version reads format " + FORMAT + ")");
    }
    Optional<String> incomplete = Optional.empty();
    for (String line : lines) {
      if (line.startsWith("incomplete\t")) {
        incomplete = Optional.of(line.substring("incomplete\t".length()));
        continue;
      }
      String[] fields = line.split("\t", -1);
      if (fields.length != 4 || fields[1].isEmpty()) {
        throw new UnusableStateException("malformed line '" + line + "'");
      }
      Entry entry = new Entry(fields[1], known(fields[2]), known(fields[3]));
      Map<String, Entry> target = switch (fields[0]) {
        case "handler" -> handlers;
        case "dispatcher" -> dispatchers;
        case "type" -> types;
        default -> throw new UnusableStateException("malformed line '" + line + "'");
      };
      target.put(entry.name(), entry);
    }
    return new ModuleState(handlers, dispatchers, types, incomplete);
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
