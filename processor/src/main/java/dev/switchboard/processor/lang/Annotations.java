package dev.switchboard.processor.lang;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/** Reads annotations as mirrors, so class literals of types that do not exist yet stay readable. */
public final class Annotations {
  private Annotations() {}

  /** Whether {@code type}, or one of the methods it declares, carries {@code annotationName}. */
  public static boolean onTypeOrItsMethods(TypeElement type, String annotationName) {
    if (find(type, annotationName).isPresent()) {
      return true;
    }
    for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
      if (find(method, annotationName).isPresent()) {
        return true;
      }
    }
    return false;
  }

  /**
   * The annotation of type {@code annotationName} on {@code element}. An annotation whose type is
   * not resolved (ecj shows it as an error type) is none.
   */
  public static Optional<AnnotationMirror> find(Element element, String annotationName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (mirror.getAnnotationType().asElement() instanceof TypeElement type
          && type.getQualifiedName().contentEquals(annotationName)) {
        return Optional.of(mirror);
      }
    }
    return Optional.empty();
  }

  /** The value of {@code member} in {@code mirror}, its default included. */
  public static AnnotationValue value(Elements elements, AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        elements.getElementValuesWithDefaults(mirror).entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    throw new MissingMember(mirror, member);
  }

  /**
   * The annotation type on the class path lacks a member this processor reads: the annotations jar
   * is older than the processor. Reported as an error on the annotated element, not as a failure of
   * the processor.
   */
  public static final class MissingMember extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient AnnotationMirror mirror;
    private final String member;

    MissingMember(AnnotationMirror mirror, String member) {
      super("no member " + member + " in " + mirror);
      this.mirror = mirror;
      this.member = member;
    }

    public AnnotationMirror mirror() {
      return mirror;
    }

    public String member() {
      return member;
    }
  }

  /**
   * The value of {@code member} in {@code mirror}, its default included; empty when the annotation
   * type on the class path is older than this processor and lacks the member.
   */
  public static Optional<AnnotationValue> optionalValue(
      Elements elements, AnnotationMirror mirror, String member) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        elements.getElementValuesWithDefaults(mirror).entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return Optional.of(entry.getValue());
      }
    }
    return Optional.empty();
  }

  /** The elements of an array-valued member; javac gives a single value written without braces as a list too. */
  @SuppressWarnings("unchecked") // an array member's value is a list of values, per AnnotationValue
  public static List<? extends AnnotationValue> values(
      Elements elements, AnnotationMirror mirror, String member) {
    Object value = value(elements, mirror, member).getValue();
    return value instanceof List ? (List<? extends AnnotationValue>) value : List.of();
  }

  /**
   * The class literal in {@code value} of the array member {@code member} that names {@code
   * qualifiedName}, for reporting on that exact value.
   */
  public static Optional<AnnotationValue> classLiteral(
      Elements elements, AnnotationMirror mirror, String member, String qualifiedName) {
    for (AnnotationValue value : values(elements, mirror, member)) {
      if (value.getValue() instanceof TypeMirror type && type.toString().equals(qualifiedName)) {
        return Optional.of(value);
      }
    }
    return Optional.empty();
  }
}
