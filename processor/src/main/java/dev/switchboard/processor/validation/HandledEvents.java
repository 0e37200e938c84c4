package dev.switchboard.processor.validation;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import dev.switchboard.processor.lang.CanonicalNames;
import dev.switchboard.processor.lang.TypeRefs;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the event types a {@code @Handles} lists, on a class or a method alike, and reports those
 * that cannot be event types.
 */
final class HandledEvents {
  /** The usable event types, each with the class literal that names it, in the order listed. */
  record Listed(List<TypeElement> events, List<AnnotationValue> values, boolean valid) {}

  private final Elements elements;
  private final Types types;
  private final Diagnostics diagnostics;

  HandledEvents(Elements elements, Types types, Diagnostics diagnostics) {
    this.elements = elements;
    this.types = types;
    this.diagnostics = diagnostics;
  }

  /**
   * The event types {@code handles} on {@code site} lists; deferred while one is not a type yet.
   * {@code valid} is false when one of them was reported.
   */
  Validation<Listed> read(Element site, AnnotationMirror handles) {
    if (!(Annotations.value(elements, handles, "value").getValue() instanceof List)) {
      // javac reports the malformed value (e.g. a missing ".class"); wait, as for a missing class.
      return new Validation.Deferred<>(HandlerValidator.UNRESOLVED_LITERAL);
    }
    List<TypeElement> events = new ArrayList<>();
    List<AnnotationValue> eventValues = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    boolean valid = true;
    for (AnnotationValue value : Annotations.values(elements, handles, "value")) {
      Object literal = value.getValue();
      if (!(literal instanceof TypeMirror type) || type.getKind() == TypeKind.ERROR) {
        return new Validation.Deferred<>(
            literal instanceof TypeMirror
                ? literal.toString()
                : HandlerValidator.UNRESOLVED_LITERAL);
      }
      if (type.getKind() != TypeKind.DECLARED) {
        diagnostics.report(Message.EVENT_NOT_A_CLASS, site, handles, value, type);
        valid = false;
        continue;
      }
      TypeElement event = (TypeElement) types.asElement(type);
      if (event.getKind() == ElementKind.ANNOTATION_TYPE) {
        diagnostics.report(Message.EVENT_ANNOTATION, site, handles, value, event);
        valid = false;
      } else if (TypeRefs.privateSomewhere(event)) {
        diagnostics.report(
            Message.EVENT_PRIVATE,
            site,
            handles,
            value,
            event,
            TypeRefs.topLevel(event),
            TypeRefs.privateClass(event).orElseThrow());
        valid = false;
      } else if (!seen.add(CanonicalNames.of(event))) {
        diagnostics.report(Message.EVENT_REPEATED, site, handles, value, event);
        valid = false;
      } else {
        events.add(event);
        eventValues.add(value);
      }
    }
    return new Validation.Valid<>(new Listed(List.copyOf(events), List.copyOf(eventValues), valid));
  }
}
