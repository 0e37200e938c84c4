package dev.switchboard.processor.model;

import java.util.List;

/**
 * A generated {@code dispatch(E event)} method for an event type whose every instance takes the same
 * route, so javac picks the handler(s) at compile time.
 *
 * @param event the parameter type
 * @param calls the calls of the handlers that run, in order, from a variable of type {@code event}
 */
public record TypedOverload(TypeRef event, List<HandlerCall> calls)
    implements Comparable<TypedOverload> {
  public TypedOverload {
    calls = List.copyOf(calls);
  }

  @Override
  public int compareTo(TypedOverload other) {
    return event.compareTo(other.event);
  }
}
