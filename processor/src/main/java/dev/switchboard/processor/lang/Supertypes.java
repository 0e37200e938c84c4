package dev.switchboard.processor.lang;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/** Finds how a type parameterizes a generic supertype, e.g. the {@code E} of {@code Handler<E>}. */
public final class Supertypes {
  private Supertypes() {}

  /** What searching the supertypes of a type found. */
  public sealed interface Search {
    /** The supertype, as parameterized from the searched type (raw if implemented raw). */
    record Found(DeclaredType supertype) implements Search {}

    /** Not a supertype. */
    record Absent() implements Search {}

    /** A supertype that does not exist (yet) stood in the way; search again in a later round. */
    record Incomplete(String missingType) implements Search {}
  }

  public static Search find(Types types, TypeMirror start, String qualifiedName) {
    Deque<TypeMirror> queue = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      TypeMirror type = queue.removeFirst();
      if (type.getKind() == TypeKind.ERROR) {
        return new Search.Incomplete(type.toString());
      }
      if (type.getKind() != TypeKind.DECLARED) {
        continue;
      }
      DeclaredType declared = (DeclaredType) type;
      TypeElement element = (TypeElement) declared.asElement();
      String name = CanonicalNames.of(element);
      if (name.equals(qualifiedName)) {
        return new Search.Found(declared);
      }
      if (seen.add(name)) {
        queue.addAll(types.directSupertypes(type));
      }
    }
    return new Search.Absent();
  }
}
