package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.ClassChecks;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The route classes {@code handlerFor} and {@code dispatch} check the event against before the
 * table, when there are at most {@value #MAX}: a class check against a constant costs a fraction of
 * a hash look-up, but each miss adds one, so the chain only pays for a handful of event classes.
 * Interfaces and abstract classes are never an event's class; generic classes are left to the
 * table, as their route field would need a raw type. When every type the dispatcher routes or
 * declares is one of them and final, no other class can have a route (none can extend them), so an
 * event that passes the checks is an unhandled one: the generated code hands it on as such without
 * asking the table.
 */
final class ExactClassChecks {
  static final int MAX = 16;

  private ExactClassChecks() {}

  /**
   * The checks of a dispatcher of {@code routeEvents} whose handlers declare the types named {@code
   * handledNames}.
   */
  static ClassChecks of(
      Elements elements, List<TypeRef> routeEvents, Collection<String> handledNames) {
    List<TypeRef> classes = new ArrayList<>();
    Set<TypeRef> finalClasses = new HashSet<>();
    Set<String> finalNames = new HashSet<>();
    for (TypeRef routeEvent : routeEvents) {
      TypeElement event = elements.getTypeElement(routeEvent.qualifiedName());
      if (EventClasses.concreteClass(event) && event.getTypeParameters().isEmpty()) {
        TypeRef checked = TypeRefs.of(event);
        classes.add(checked);
        if (extendedByNone(event)) {
          finalClasses.add(checked);
          finalNames.add(routeEvent.qualifiedName());
        }
      }
    }
    if (classes.isEmpty() || classes.size() > MAX) {
      return ClassChecks.NONE;
    }
    classes.sort(null);
    boolean othersUnhandled =
        routeEvents.stream().allMatch(e -> finalNames.contains(e.qualifiedName()))
            && finalNames.containsAll(handledNames);
    return new ClassChecks(classes, finalClasses, othersUnhandled);
  }

  /**
   * Whether no class can extend {@code type}: a record, or a final class or enum (the compiler makes
   * an enum final only when none of its constants has a body, which is a subclass).
   */
  private static boolean extendedByNone(TypeElement type) {
    return type.getKind() == ElementKind.RECORD || type.getModifiers().contains(Modifier.FINAL);
  }
}
