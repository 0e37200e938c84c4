package dev.switchboard.processor.validation;

import dev.switchboard.processor.api.SwitchboardTypes;
import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.model.HandlerModel;
import java.util.ArrayList;
import java.util.List;
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
    List<HandlerModel> handlers = new ArrayList<>();
    boolean valid = true;
    if (Annotations.find(type, SwitchboardTypes.HANDLES).isPresent()) {
      Validation<HandlerModel> own = new HandlerValidator(elements, types, diagnostics).validate(type);
      if (own instanceof Validation.Deferred<HandlerModel> deferred) {
        return new Validation.Deferred<>(deferred.missingType());
      }
      if (own instanceof Validation.Valid<HandlerModel> ok) {
        handlers.add(ok.model());
      } else {
        valid = false;
      }
    }
    Validation<List<HandlerModel>> methods = new HandlerMethodValidator(elements, types, diagnostics).validate(type);
    if (methods instanceof Validation.Deferred<List<HandlerModel>> deferred) {
      return deferred;
    }
    if (methods instanceof Validation.Valid<List<HandlerModel>> ok) {
      handlers.addAll(ok.model());
    } else {
      valid = false;
    }
    return valid ? new Validation.Valid<>(List.copyOf(handlers)) : new Validation.Invalid<>();
  }
}
