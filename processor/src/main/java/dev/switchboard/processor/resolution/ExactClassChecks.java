package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The route classes {@code handlerFor} and {@code dispatch} check by identity before the table, when
 * there are at most {@value #MAX}: a class comparison against a constant costs a fraction of a hash
 * look-up, but each miss adds one, so the chain only pays for a handful of event classes. Interfaces and abstract classes
 * are never an event's class; generic classes are left to the table, as their route field would
 * need a raw type.
 */
final class ExactClassChecks {
  static final int MAX = 16;

  private ExactClassChecks() {}

  static List<TypeRef> of(Elements elements, List<TypeRef> routeEvents) {
    List<TypeRef> classes = new ArrayList<>();
    for (TypeRef routeEvent : routeEvents) {
      TypeElement event = elements.getTypeElement(routeEvent.qualifiedName());
      if (EventClasses.concreteClass(event) && event.getTypeParameters().isEmpty()) {
        classes.add(TypeRefs.of(event));
      }
    }
    classes.sort(null);
    return classes.size() <= MAX ? List.copyOf(classes) : List.of();
  }
}
