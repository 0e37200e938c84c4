package dev.switchboard.processor.validation;

import com.palantir.javapoet.ClassName;
import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.Supertypes;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Checks the dispatchers a handler names in {@code @Handles(dispatchers = ...)}: each must be an
 * {@code @EventDispatcher} whose event root covers every event type the handler lists.
 */
final class DispatcherTargets {
  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  DispatcherTargets(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /**
   * @param handler where the {@code @Handles} is: the handler class, or the handler method
   * @param name how messages name the handler
   */
  Validation<List<ClassName>> check(
      Element handler, AnnotationMirror handles, List<TypeElement> events, Object name) {
    List<ClassName> named = new ArrayList<>();
    boolean valid = true;
    for (AnnotationValue value : Annotations.values(elements, handles, "dispatchers")) {
      if (!(value.getValue() instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(
            value.getValue() instanceof TypeMirror
                ? value.getValue().toString()
                : HandlerValidator.UNRESOLVED_LITERAL);
      }
      TypeElement dispatcher =
          type.getKind() == TypeKind.DECLARED ? (TypeElement) types.asElement(type) : null;
      if (dispatcher == null
          || Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).isEmpty()) {
        diagnostics.report(Message.NOT_AN_EVENT_DISPATCHER, handler, handles, value, name, type);
        valid = false;
        continue;
      }
      Supertypes.Search search =
          Supertypes.find(types, dispatcher.asType(), SwitchboardTypes.DISPATCHER);
      if (search instanceof Supertypes.Search.Incomplete incomplete) {
        return new Validation.Deferred<>(incomplete.missingType());
      }
      // A dispatcher that is no Dispatcher<R> gets its own error; the handler cannot be checked
      // against it.
      if (search instanceof Supertypes.Search.Found found
          && !found.supertype().getTypeArguments().isEmpty()) {
        TypeMirror root = types.erasure(found.supertype().getTypeArguments().get(0));
        String excluded = events.stream()
            .filter(event -> !types.isSubtype(types.erasure(event.asType()), root))
            .map(event -> CanonicalNames.of(event))
            .collect(Collectors.joining(", "));
        if (!excluded.isEmpty()) {
          diagnostics.report(
              Message.DISPATCHER_EXCLUDES_HANDLER,
              handler,
              handles,
              value,
              name,
              dispatcher,
              root,
              excluded);
          valid = false;
        }
      }
      named.add(ClassName.get(dispatcher));
    }
    return valid ? new Validation.Valid<>(named) : new Validation.Invalid<>();
  }
}
