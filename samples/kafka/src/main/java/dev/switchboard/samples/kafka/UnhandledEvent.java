package dev.switchboard.samples.kafka;

/**
 * Thrown by the dispatcher's dead-letter handler for an event no handler takes: the consumer catches
 * it, does not retry (no handler would appear), and sends the record to the dead-letter topic. No
 * stack trace: it marks a routing outcome, not a fault.
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
