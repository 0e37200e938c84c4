package dev.switchboard.processor.validation;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.Supertypes;
import dev.switchboard.processor.model.HandlerModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Checks every handler a class declares: the class itself when it carries {@code @Handles}, and its
 * {@code @Handles} methods. A dispatcher holds one instance of the class for all of them.
 */
public final class HandlerClassValidator {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  public HandlerClassValidator(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /** The handlers of {@code type}, sorted: the class's own first, then its methods'. */
  public Validation<List<HandlerModel>> validate(TypeElement type) {
    Optional<? extends AnnotationMirror> handles = Annotations.find(type, SwitchboardTypes.HANDLES);
    Validation<List<HandlerModel>> own =
        handles.isPresent() && !interceptorsOfMethods(type, handles.get())
            ? new HandlerValidator(elements, types, diagnostics).validate(type).map(List::of)
            : new Validation.Valid<>(List.of());
    return own.and(
        () -> new HandlerMethodValidator(elements, types, diagnostics).validate(type),
        HandlerClassValidator::concat);
  }

  /**
   * Whether {@code handles} on {@code type} only lists interceptors for the class's handler methods:
   * it sets nothing but {@code interceptors}, and the class declares handler methods and is no
   * {@code Handler}. Anything else is a handler class's {@code @Handles}, checked as one.
   */
  private boolean interceptorsOfMethods(TypeElement type, AnnotationMirror handles) {
    Set<String> set = new HashSet<>();
    handles
        .getElementValues()
        .keySet()
        .forEach(name -> set.add(name.getSimpleName().toString()));
    return set.equals(Set.of("interceptors"))
        && !HandlerMethodValidator.handlerMethods(type).isEmpty()
        && Supertypes.find(types, type.asType(), SwitchboardTypes.HANDLER)
            instanceof Supertypes.Search.Absent;
  }

  private static List<HandlerModel> concat(List<HandlerModel> own, List<HandlerModel> methods) {
    List<HandlerModel> handlers = new ArrayList<>(own);
    handlers.addAll(methods);
    return List.copyOf(handlers);
  }
}
