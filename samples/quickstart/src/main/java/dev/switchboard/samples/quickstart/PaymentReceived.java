package dev.switchboard.samples.quickstart;

/** The customer paid {@code cents} for an order. */
public record PaymentReceived(String orderId, long cents) implements OrderEvent {}
