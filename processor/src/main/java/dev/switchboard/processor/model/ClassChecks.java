package dev.switchboard.processor.model;

import java.util.List;
import java.util.Set;

/**
 * The route classes a small dispatcher's {@code handlerFor} and {@code dispatch} compare the event
 * with before they ask the route table.
 *
 * @param classes the classes compared, sorted by name; empty for all but small dispatchers
 * @param finalClasses {@code classes} when no class can extend any of them (final classes, records,
 *     enums without constant bodies), else none: then {@code event instanceof X} takes what {@code
 *     event.getClass() == X.class} takes, and the JIT profiles it. Where one class must be compared
 *     with the event's, all are: the comparison is a byte shorter once the class is in hand
 * @param othersUnhandled whether no handler takes an event of any other class: every type the
 *     dispatcher routes or its handlers declare is one of {@code finalClasses}, so the table would
 *     find no route for the rest
 */
public record ClassChecks(
    List<TypeRef> classes, Set<TypeRef> finalClasses, boolean othersUnhandled) {
  public static final ClassChecks NONE = new ClassChecks(List.of(), Set.of(), false);

  public ClassChecks {
    classes = List.copyOf(classes);
    finalClasses = Set.copyOf(finalClasses);
  }

  /** Whether {@code type}, one of {@link #classes}, is checked with {@code instanceof}. */
  public boolean checkedByInstanceof(TypeRef type) {
    return finalClasses.contains(type);
  }

  /** Whether some class is compared by {@code getClass()}: it is not final. */
  public boolean comparesClasses() {
    return finalClasses.size() < classes.size();
  }
}
