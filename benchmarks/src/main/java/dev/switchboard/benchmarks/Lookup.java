package dev.switchboard.benchmarks;

import dev.switchboard.Handler;

/** A hand-written alternative to the generated dispatcher: the handler for an event's class. */
public interface Lookup {
  /** The handler for the exact class of {@code event}, or {@code Handlers.noOp()}. */
  Handler<?> handlerFor(Object event);
}
