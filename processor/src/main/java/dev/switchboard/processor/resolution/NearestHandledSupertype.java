package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.CanonicalNames;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The rule that picks the handled supertype of an event class with no handler of its own; the
 * runtime's {@code dev.switchboard.support.NearestHandledSupertype} applies the same rule to classes
 * first seen at run time:
 *
 * <ol>
 *   <li>the nearest handled superclass (excluding {@code Object});
 *   <li>else the most specific handled interface, directly implemented or inherited; two or more
 *       equally specific ones are ambiguous, a compile error here;
 *   <li>else {@code Object}, if handled.
 * </ol>
 */
final class NearestHandledSupertype {
  private NearestHandledSupertype() {}

  /** Whether a class has handlers of its own; a named class rather than a lambda (see ShadowedNames). */
  private static final class HandledIn implements Predicate<TypeElement> {
    private final Set<String> handledNames;

    HandledIn(Set<String> handledNames) {
      this.handledNames = handledNames;
    }

    @Override
    public boolean test(TypeElement type) {
      return handledNames.contains(CanonicalNames.of(type));
    }
  }

  /** What the rule found for one class. */
  sealed interface Match {
    record Found(TypeElement supertype) implements Match {}

    record Ambiguous(List<TypeElement> candidates) implements Match {}

    record None() implements Match {}
  }

  /** The match for {@code type} when the classes named in {@code handledNames} (canonical names) have handlers. */
  static Match of(TypeElement type, Set<String> handledNames, Types types) {
    return of(type, new HandledIn(handledNames), types);
  }

  private static Match of(TypeElement type, Predicate<TypeElement> handled, Types types) {
    for (TypeElement c = superclass(type); c != null && !isObject(c); c = superclass(c)) {
      if (handled.test(c)) {
        return new Match.Found(c);
      }
    }
    List<TypeElement> candidates = new ArrayList<>();
    for (TypeElement candidate : interfaces(type)) {
      if (handled.test(candidate)) {
        candidates.add(candidate);
      }
    }
    List<TypeElement> mostSpecific = new ArrayList<>();
    for (TypeElement candidate : candidates) {
      if (candidates.stream()
          .noneMatch(other -> other != candidate && isSubtype(types, other, candidate))) {
        mostSpecific.add(candidate);
      }
    }
    if (mostSpecific.size() == 1) {
      return new Match.Found(mostSpecific.get(0));
    }
    if (mostSpecific.size() > 1) {
      return new Match.Ambiguous(mostSpecific);
    }
    for (TypeElement c = type; c != null; c = superclass(c)) {
      if (isObject(c) && handled.test(c)) {
        return new Match.Found(c);
      }
    }
    return new Match.None();
  }

  static boolean isObject(TypeElement type) {
    return type.getQualifiedName().contentEquals("java.lang.Object");
  }

  private static boolean isSubtype(Types types, TypeElement sub, TypeElement sup) {
    return types.isSubtype(types.erasure(sub.asType()), types.erasure(sup.asType()));
  }

  /** Every interface of {@code type}, depth-first in declaration order, its own before inherited. */
  private static Set<TypeElement> interfaces(TypeElement type) {
    Set<TypeElement> seen = new LinkedHashSet<>();
    for (TypeElement c = type; c != null; c = superclass(c)) {
      for (TypeMirror direct : c.getInterfaces()) {
        collect(direct, seen);
      }
    }
    return seen;
  }

  private static void collect(TypeMirror type, Set<TypeElement> seen) {
    if (type.getKind() == TypeKind.DECLARED) {
      TypeElement element = (TypeElement) ((DeclaredType) type).asElement();
      if (seen.add(element)) {
        for (TypeMirror parent : element.getInterfaces()) {
          collect(parent, seen);
        }
      }
    }
  }

  private static TypeElement superclass(TypeElement type) {
    TypeMirror superclass = type.getSuperclass();
    return superclass.getKind() == TypeKind.DECLARED
        ? (TypeElement) ((DeclaredType) superclass).asElement()
        : null;
  }
}
