package dev.switchboard.samples.kafka;

/**
 * The customer looked at the order. Analytics publishes it on the same topic; no handler of this
 * service takes it, so the dispatcher hands it to its dead letters.
 */
public record OrderViewed(String orderId) implements OrderEvent {}
