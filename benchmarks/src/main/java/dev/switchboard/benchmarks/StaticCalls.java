package dev.switchboard.benchmarks;

/**
 * One event whose class is known at compile time, handed to its handler three ways, for a handler class and for a handler method; implemented by the
 * generated {@code nN.TypedCalls}, so each call below is compiled against the concrete classes.
 */
public interface StaticCalls {
  /** {@code handler.handle(event)} on the concrete handler: the physical limit of a typed dispatch. */
  void direct();

  /**
   * {@code holder.handler.handle(event)}: the same direct call, with the handler in a final field of
   * another object, as any object that holds handlers for its caller has it (the dispatcher
   * included): the limit of a typed dispatch that one dependent load sets.
   */
  void heldDirect();

  /** {@code dispatcher.dispatch(event)} on the generated dispatcher, with the event's own static type. */
  void typedDispatch();

  /** {@code projection.on(event)}: the handler method called directly. */
  void methodDirect();

  /** {@code holder.projection.on(event)}: the handler method through an object holding its instance. */
  void methodHeldDirect();

  /** {@code dispatch(event)} on the generated dispatcher of handler methods, with the event's static type. */
  void methodTypedDispatch();
}
