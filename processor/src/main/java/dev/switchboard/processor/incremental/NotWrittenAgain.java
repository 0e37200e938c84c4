package dev.switchboard.processor.incremental;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the previous build wrote and this one neither wrote nor found current: after a build without
 * errors, the output of a dispatcher or index the module no longer has, which a clean build lacks.
 *
 * @param sources the generated sources, by the package and name of their top-level class
 * @param resources the resources, by their path in the class output
 */
public record NotWrittenAgain(Set<SourceKey> sources, Set<String> resources) {
  static final NotWrittenAgain NONE = new NotWrittenAgain(Set.of(), Set.of());

  public NotWrittenAgain {
    sources = Collections.unmodifiableSet(new TreeSet<>(sources));
    resources = Collections.unmodifiableSet(new TreeSet<>(resources));
  }
}
