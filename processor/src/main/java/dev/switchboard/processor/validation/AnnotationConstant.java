package dev.switchboard.processor.validation;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import java.util.Arrays;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * Reads an enum-valued member of an annotation by the constant's name into the processor's own
 * enum, so that no class of the annotations jar is loaded, and an annotations jar newer than the
 * processor (a constant the processor does not know) is an error on the user's annotation.
 */
final class AnnotationConstant {
  private AnnotationConstant() {}

  static <E extends Enum<E>> Validation<E> read(
      Elements elements,
      Diagnostics diagnostics,
      Class<E> type,
      Element annotated,
      AnnotationMirror annotation,
      String member) {
    AnnotationValue value = Annotations.value(elements, annotation, member);
    if (!(value.getValue() instanceof VariableElement constant)) {
      // javac already reported the unknown constant; decide nothing until it resolves.
      return new Validation.Deferred<>(String.valueOf(value));
    }
    String name = constant.getSimpleName().toString();
    for (E known : type.getEnumConstants()) {
      if (known.name().equals(name)) {
        return new Validation.Valid<>(known);
      }
    }
    diagnostics.report(
        Message.ANNOTATION_CONSTANT_UNKNOWN,
        annotated,
        annotation,
        value,
        annotation.getAnnotationType().asElement().getSimpleName(),
        member,
        constant.getEnclosingElement().getSimpleName() + "." + name,
        Arrays.toString(type.getEnumConstants()));
    return new Validation.Invalid<>();
  }
}
