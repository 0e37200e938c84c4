package dev.switchboard.support;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the handled supertype of a class the processor never saw (a run-time subclass, a proxy, an
 * enum constant with a body). The rule is the one the processor applies to the classes it does see:
 *
 * <ol>
 *   <li>the nearest handled superclass, walking up from the class (excluding {@code Object});
 *   <li>else the most specific handled interface the class implements, directly or inherited; if
 *       several are equally specific, the first met in a depth-first walk of {@code implements}
 *       clauses in declaration order, the class's own before its superclasses' (the processor
 *       rejects such ambiguity for the classes it sees);
 *   <li>else {@code Object}, if it is handled.
 * </ol>
 *
 * <p>It reads {@link Class#getSuperclass()} and {@link Class#getInterfaces()} once per new class,
 * never {@code java.lang.reflect} or {@code Class.forName}.
 */
final class NearestHandledSupertype {
  private NearestHandledSupertype() {}

  /** The handled supertype of {@code type} in {@code handled}, or null when it has none. */
  static Class<?> of(Class<?> type, ClassMap handled) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      if (handled.get(c) != null) {
        return c;
      }
    }
    List<Class<?>> candidates = handledInterfaces(type, handled);
    for (Class<?> candidate : candidates) {
      if (!hasMoreSpecific(candidate, candidates)) {
        return candidate;
      }
    }
    return handled.get(Object.class) != null ? Object.class : null;
  }

  private static boolean hasMoreSpecific(Class<?> candidate, List<Class<?>> candidates) {
    for (Class<?> other : candidates) {
      if (other != candidate && candidate.isAssignableFrom(other)) {
        return true;
      }
    }
    return false;
  }

  /** The handled interfaces of {@code type} in depth-first declaration order. */
  private static List<Class<?>> handledInterfaces(Class<?> type, ClassMap handled) {
    Set<Class<?>> seen = new LinkedHashSet<>();
    for (Class<?> c = type; c != null; c = c.getSuperclass()) {
      for (Class<?> direct : c.getInterfaces()) {
        collect(direct, seen);
      }
    }
    List<Class<?>> result = new ArrayList<>();
    for (Class<?> candidate : seen) {
      if (handled.get(candidate) != null) {
        result.add(candidate);
      }
    }
    return result;
  }

  private static void collect(Class<?> type, Set<Class<?>> seen) {
    if (seen.add(type)) {
      for (Class<?> parent : type.getInterfaces()) {
        collect(parent, seen);
      }
    }
  }
}
