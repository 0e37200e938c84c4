package dev.switchboard.processor.model;

import java.util.List;
import java.util.Set;

/**
 * The route classes a small dispatcher's {@code handlerFor} and {@code dispatch} check the event
 * against before they ask the route table.
 *
 * @param classes the classes compared, sorted by name; empty for all but small dispatchers
 * @param finalClasses those of {@code classes} no class can extend, whose check is an {@code
 *     instanceof}
 * @param othersUnhandled whether no handler takes an event of any other class: every type the
 *     dispatcher routes or its handlers declare is one of {@code classes}, and final (no class can
 *     extend it), so the table would find no route for the rest
 */
public record ClassChecks(
    List<TypeRef> classes, Set<TypeRef> finalClasses, boolean othersUnhandled) {
  public static final ClassChecks NONE = new ClassChecks(List.of(), Set.of(), false);

  public ClassChecks {
    classes = List.copyOf(classes);
    finalClasses = Set.copyOf(finalClasses);
  }
}
