package dev.switchboard.processor.lang;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** What generated code needs to know before it writes {@code new T()} or an implicit {@code super()}. */
public final class Constructors {
  private final Elements elements;
  private final Types types;

  public Constructors(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The constructor of {@code type} without parameters (implicit ones included), if it declares one. */
  public static Optional<ExecutableElement> noArg(TypeElement type) {
    for (ExecutableElement constructor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (constructor.getParameters().isEmpty()) {
        return Optional.of(constructor);
      }
    }
    return Optional.empty();
  }

  /**
   * The checked exceptions {@code constructor} declares: a caller that does not catch or declare
   * them does not compile. A type variable counts as checked unless bounded by an unchecked type.
   */
  public List<TypeMirror> checkedExceptions(ExecutableElement constructor) {
    List<TypeMirror> checked = new ArrayList<>();
    for (TypeMirror thrown : constructor.getThrownTypes()) {
      if (checked(thrown)) {
        checked.add(thrown);
      }
    }
    return List.copyOf(checked);
  }

  private boolean checked(TypeMirror thrown) {
    return !isSubtype(thrown, "java.lang.RuntimeException")
        && !isSubtype(thrown, "java.lang.Error");
  }

  private boolean isSubtype(TypeMirror type, String supertype) {
    TypeElement element = elements.getTypeElement(supertype);
    return element != null && types.isSubtype(types.erasure(type), element.asType());
  }
}
