package dev.switchboard.processor.multimodule;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/** Reads {@code @EventDispatcher(include = ...)}: the indexes a dispatcher routes the handlers of. */
final class IncludeList {
  private final Elements elements;
  private final Diagnostics diagnostics;

  IncludeList(Elements elements, Diagnostics diagnostics) {
    this.elements = elements;
    this.diagnostics = diagnostics;
  }

  /** The index classes {@code dispatcher} lists, and whether each listed class is an index. */
  Result read(TypeElement dispatcher) {
    AnnotationMirror annotation =
        Annotations.find(dispatcher, SwitchboardTypes.EVENT_DISPATCHER).orElseThrow();
    List<? extends AnnotationValue> values = Annotations.values(elements, annotation, "include");
    if (values.isEmpty()) {
      return new Result(Optional.empty(), true);
    }
    List<TypeElement> indexes = new ArrayList<>();
    boolean valid = true;
    for (AnnotationValue value : values) {
      // javac itself reports a class literal it cannot resolve; the dispatcher is not generated
      // then.
      if (!(value.getValue() instanceof TypeMirror type) || type.getKind() != TypeKind.DECLARED) {
        valid = false;
        continue;
      }
      TypeElement index = (TypeElement) ((DeclaredType) type).asElement();
      if (Annotations.find(index, SwitchboardTypes.HANDLER_INDEX).isPresent()) {
        indexes.add(index);
      } else {
        diagnostics.report(Message.NOT_AN_INDEX, dispatcher, annotation, value, index, dispatcher);
        valid = false;
      }
    }
    return new Result(Optional.of(indexes), valid);
  }

  /**
   * @param listed the listed indexes; empty when the dispatcher lists none
   * @param valid whether every listed class is an index
   */
  record Result(Optional<List<TypeElement>> listed, boolean valid) {}
}
