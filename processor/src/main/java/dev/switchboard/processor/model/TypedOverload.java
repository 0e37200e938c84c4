package dev.switchboard.processor.model;

import java.util.List;

/**
 * A generated {@code dispatch(E event)} method for an event type whose every instance takes the same
 * route, so javac picks the handler(s) at compile time.
 *
 * @param event the parameter type
 * @param handlers the handlers that run, in order
 */
public record TypedOverload(TypeRef event, List<HandlerModel> handlers) implements Comparable<TypedOverload> {
  public TypedOverload {
    handlers = List.copyOf(handlers);
  }

  @Override
  public int compareTo(TypedOverload other) {
    return event.compareTo(other.event);
  }
}
