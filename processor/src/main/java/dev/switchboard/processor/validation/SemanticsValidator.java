package dev.switchboard.processor.validation;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.kotlin.SealedTypes;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.DispatchSemantics;
import dev.switchboard.processor.model.DispatchSemantics.Failure;
import dev.switchboard.processor.model.DispatchSemantics.Mode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads and checks the dispatch options of one {@code @EventDispatcher}: mode, broadcast options,
 * and the sealed types it must handle exhaustively.
 */
final class SemanticsValidator {
  private static final List<String> BROADCAST_OPTIONS = List.of("includeSupertypes", "failure");

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;
  private final SealedTypes sealedTypes;

  SemanticsValidator(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
    this.sealedTypes = new SealedTypes(elements);
  }

  Validation<DispatchSemantics> validate(TypeElement dispatcher, AnnotationMirror annotation) {
    Validation<Mode> mode =
        AnnotationConstant.read(elements, diagnostics, Mode.class, dispatcher, annotation, "mode");
    Validation<Failure> failure = AnnotationConstant.read(
        elements, diagnostics, Failure.class, dispatcher, annotation, "failure");
    if (mode instanceof Validation.Deferred<Mode> deferred) {
      return deferred.retyped();
    }
    if (failure instanceof Validation.Deferred<Failure> deferred) {
      return deferred.retyped();
    }
    boolean valid =
        mode instanceof Validation.Valid<Mode> && failure instanceof Validation.Valid<Failure>;
    if (mode instanceof Validation.Valid<Mode> known && known.model() == Mode.EXCLUSIVE) {
      warnBroadcastOptions(dispatcher, annotation);
    }
    List<TypeElement> exhaustive = new ArrayList<>();
    List<TypeElement> ignored = new ArrayList<>();
    for (AnnotationValue value : Annotations.values(elements, annotation, "exhaustive")) {
      if (!(value.getValue() instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(String.valueOf(value.getValue()));
      }
      TypeElement root =
          type.getKind() == TypeKind.DECLARED ? (TypeElement) types.asElement(type) : null;
      if (root == null || !sealedTypes.isSealed(root)) {
        diagnostics.report(
            Message.EXHAUSTIVE_NOT_SEALED, dispatcher, annotation, value, dispatcher, type);
        valid = false;
      } else {
        exhaustive.add(root);
      }
    }
    for (AnnotationValue value : Annotations.values(elements, annotation, "ignore")) {
      if (!(value.getValue() instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(String.valueOf(value.getValue()));
      }
      TypeElement subtype =
          type.getKind() == TypeKind.DECLARED ? (TypeElement) types.asElement(type) : null;
      if (subtype == null
          || exhaustive.stream().noneMatch(root -> sealedTypes.permittedUnder(root, subtype))) {
        diagnostics.report(
            Message.IGNORED_NOT_PERMITTED,
            dispatcher,
            annotation,
            value,
            dispatcher,
            type,
            exhaustive);
        valid = false;
      } else {
        ignored.add(subtype);
      }
    }
    return mode.validIf(valid)
        .and(
            () -> failure,
            (known, onFailure) -> new DispatchSemantics(
                known,
                (Boolean)
                    Annotations.value(elements, annotation, "includeSupertypes").getValue(),
                onFailure,
                TypeRefs.ofAll(exhaustive),
                TypeRefs.ofAll(ignored)));
  }

  /** Options written explicitly on an exclusive dispatcher are a mistake worth a warning. */
  private void warnBroadcastOptions(TypeElement dispatcher, AnnotationMirror annotation) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        annotation.getElementValues().entrySet()) {
      String name = entry.getKey().getSimpleName().toString();
      if (BROADCAST_OPTIONS.contains(name)) {
        diagnostics.report(
            Message.BROADCAST_OPTION_UNUSED,
            dispatcher,
            annotation,
            entry.getValue(),
            dispatcher,
            name);
      }
    }
  }
}
