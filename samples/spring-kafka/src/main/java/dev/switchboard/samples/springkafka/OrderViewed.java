package dev.switchboard.samples.springkafka;

/** Someone looked at the order; no handler of this service takes it, so it is a dead letter. */
public record OrderViewed(String orderId) implements OrderEvent {}
