package dev.switchboard.benchmarks;

/**
 * One event whose class is known at compile time, handed to its handler two ways; implemented by the
 * generated {@code nN.TypedCalls}, so each call below is compiled against the concrete classes.
 */
public interface StaticCalls {
  /** {@code handler.handle(event)} on the concrete handler: the physical limit of a typed dispatch. */
  void direct();

  /** {@code dispatcher.dispatch(event)} on the generated dispatcher, with the event's own static type. */
  void typedDispatch();
}
