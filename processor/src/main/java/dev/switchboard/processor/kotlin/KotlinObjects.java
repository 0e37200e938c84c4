package dev.switchboard.processor.kotlin;

import java.util.Set;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Kotlin {@code object} declarations: a final class with a private constructor whose one instance
 * is the {@code public static final INSTANCE} field, in kapt's stubs and in kotlinc's class files.
 */
public final class KotlinObjects {
  /** The field kotlinc generates for an object's instance. */
  public static final String INSTANCE = "INSTANCE";

  private KotlinObjects() {}

  /** Whether {@code type} is a Kotlin {@code companion object}, by its metadata. */
  public static boolean isCompanion(TypeElement type) {
    return KotlinClassMetadata.of(type)
        .map(KotlinClassMetadata::isCompanionObject)
        .orElse(false);
  }

  /** Whether {@code type} is a Kotlin object whose instance a generated factory can read from {@code INSTANCE}. */
  public static boolean hasInstanceField(TypeElement type, Types types) {
    if (!KotlinClassMetadata.of(type).map(KotlinClassMetadata::isObject).orElse(false)) {
      return false;
    }
    for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      if (field.getSimpleName().contentEquals(INSTANCE)
          && field
              .getModifiers()
              .containsAll(Set.of(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL))
          && types.isSameType(field.asType(), type.asType())) {
        return true;
      }
    }
    return false;
  }
}
