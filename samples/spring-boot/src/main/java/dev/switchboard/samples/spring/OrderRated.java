package dev.switchboard.samples.spring;

/** The customer rated the order; {@link Reviews} takes it on the application's task executor. */
public record OrderRated(String orderId, int stars) implements OrderEvent {}
