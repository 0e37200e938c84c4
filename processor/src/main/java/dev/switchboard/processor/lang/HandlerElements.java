package dev.switchboard.processor.lang;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.model.HandlerMethod;
import dev.switchboard.processor.model.HandlerModel;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Finds the elements a validated handler was read from: its class, and its method if it is one. */
public final class HandlerElements {
  private final Elements elements;
  private final Types types;

  public HandlerElements(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The handler class, or the class that declares the handler method. */
  public TypeElement owner(HandlerModel handler) {
    return elements.getTypeElement(handler.type().qualifiedName());
  }

  /** Where the handler's {@code @Handles} is written: on its class, or on its method. */
  public Element site(HandlerModel handler) {
    TypeElement owner = owner(handler);
    if (handler.method().isEmpty() || owner == null) {
      return owner;
    }
    return method(owner, handler.method().get()).map(Element.class::cast).orElse(owner);
  }

  /** The {@code @Handles} of {@link #site}, if it has one. */
  public Optional<AnnotationMirror> handles(HandlerModel handler) {
    Element site = site(handler);
    return site == null ? Optional.empty() : Annotations.find(site, SwitchboardTypes.HANDLES);
  }

  /** The type of the event parameter of a handler method; empty for a handler class. */
  public Optional<TypeMirror> parameterType(HandlerModel handler) {
    if (handler.method().isEmpty()) {
      return Optional.empty();
    }
    return method(owner(handler), handler.method().get())
        .map(m -> m.getParameters().get(0).asType());
  }

  /** The method of {@code owner} that {@code method} describes. */
  public Optional<ExecutableElement> method(TypeElement owner, HandlerMethod method) {
    for (ExecutableElement candidate : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (candidate.getSimpleName().contentEquals(method.name())
          && candidate.getParameters().size() == 1) {
        TypeMirror parameter = types.erasure(candidate.getParameters().get(0).asType());
        if (parameter.getKind() == TypeKind.DECLARED
            && CanonicalNames.of((TypeElement) types.asElement(parameter))
                .contentEquals(method.parameter().qualifiedName())) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }
}
