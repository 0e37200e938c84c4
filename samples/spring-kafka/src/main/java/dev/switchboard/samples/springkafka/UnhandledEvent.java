package dev.switchboard.samples.springkafka;

/**
 * Thrown by the dispatcher's dead letters for an event no handler takes. The error handler does not
 * retry it (no handler would appear) and sends the record to the dead-letter topic at once. No stack
 * trace: it marks a routing outcome, not a fault.
 */
public final class UnhandledEvent extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public UnhandledEvent(OrderEvent event) {
    super("No handler for " + event.getClass().getSimpleName(), null, false, false);
  }

  /** The dead-letter handler for {@link OrderEvents#withDeadLetters}. */
  public static void raise(OrderEvent event) {
    throw new UnhandledEvent(event);
  }
}
