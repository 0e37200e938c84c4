package dev.switchboard.processor;

import dev.switchboard.processor.validation.Validation;
import java.util.ArrayList;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Elements whose types are not complete yet, kept by qualified name and fetched again by name in the
 * next round, when another processor may have generated what they refer to.
 */
final class DeferredElements {
  /** What stopped each deferred element, by its qualified name. */
  private final Map<String, String> missingTypes = new TreeMap<>();

  private final Elements elements;
  private final InternalErrors internalErrors;

  DeferredElements(Elements elements, InternalErrors internalErrors) {
    this.elements = elements;
    this.internalErrors = internalErrors;
  }

  /**
   * Validates each element named in {@code pending}: a valid one goes to {@code valid}, an invalid
   * one is dropped, a deferred one stays pending.
   */
  <T> void validate(
      Set<String> pending,
      Map<String, T> valid,
      BiFunction<String, TypeElement, Validation<T>> validator) {
    for (String name : new ArrayList<>(pending)) {
      TypeElement element = elements.getTypeElement(name);
      Validation<T> result;
      try {
        result = element == null ? new Validation.Deferred<>(name) : validator.apply(name, element);
      } catch (RuntimeException | LinkageError e) {
        internalErrors.report(name, element, e);
        result = new Validation.Invalid<>();
      }
      if (result instanceof Validation.Deferred<T> deferred) {
        missingTypes.put(name, deferred.missingType());
        continue;
      }
      pending.remove(name);
      missingTypes.remove(name);
      if (result instanceof Validation.Valid<T> ok) {
        valid.put(name, ok.model());
      }
    }
  }

  boolean any() {
    return !missingTypes.isEmpty();
  }

  /** Passes each deferred element, fetched again by name, with the type it still misses. */
  void forEach(Visitor visitor) {
    for (Map.Entry<String, String> entry : missingTypes.entrySet()) {
      visitor.visit(entry.getKey(), elements.getTypeElement(entry.getKey()), entry.getValue());
    }
  }

  interface Visitor {
    void visit(String name, TypeElement element, String missingType);
  }
}
