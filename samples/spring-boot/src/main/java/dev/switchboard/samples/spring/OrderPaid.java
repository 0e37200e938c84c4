package dev.switchboard.samples.spring;

/** The customer paid; {@link Checkout} records the payment and dispatches this in one transaction. */
public record OrderPaid(String orderId, long cents) implements OrderEvent {}
