package dev.switchboard.processor.lang;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Reads sealed hierarchies ({@code TypeElement.getPermittedSubclasses}, JDK 17+). */
public final class SealedTypes {
  private SealedTypes() {}

  public static boolean isSealed(TypeElement type) {
    return type.getModifiers().contains(Modifier.SEALED);
  }

  /** The direct permitted subtypes of {@code type}, in the order of its {@code permits} clause. */
  public static List<TypeElement> permitted(TypeElement type) {
    List<TypeElement> result = new ArrayList<>();
    for (TypeMirror subtype : type.getPermittedSubclasses()) {
      if (subtype.getKind() == TypeKind.DECLARED) {
        result.add((TypeElement) ((DeclaredType) subtype).asElement());
      }
    }
    return result;
  }

  /** Whether {@code candidate} is a permitted subtype of {@code root}, directly or through sealed subtypes. */
  public static boolean permittedUnder(TypeElement root, TypeElement candidate) {
    for (TypeElement subtype : permitted(root)) {
      if (subtype.equals(candidate) || (isSealed(subtype) && permittedUnder(subtype, candidate))) {
        return true;
      }
    }
    return false;
  }
}
