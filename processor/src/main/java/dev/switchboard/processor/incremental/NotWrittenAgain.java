package dev.switchboard.processor.incremental;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the previous build wrote and this one neither wrote nor found current: after a build without
 * errors, the output of a dispatcher or index the module no longer has, which a clean build lacks.
 *
 * @param sources the generated sources, by the package and name of their top-level class
 * @param resources the resources, by their path in the class output
 * @param modules the module the previous build recorded for each of {@code sources}, by name
 *     ({@code ""} for the unnamed module); none before Java 9, or in a state of format 8 or older
 */
public record NotWrittenAgain(
    Set<SourceKey> sources, Set<String> resources, Map<SourceKey, String> modules) {
  static final NotWrittenAgain NONE = new NotWrittenAgain(Set.of(), Set.of(), Map.of());

  public NotWrittenAgain {
    sources = Collections.unmodifiableSet(new TreeSet<>(sources));
    resources = Collections.unmodifiableSet(new TreeSet<>(resources));
    modules = Collections.unmodifiableMap(new TreeMap<>(modules));
  }
}
