package dev.switchboard.samples.kafka;

/** The customer paid {@code cents}. */
public record PaymentReceived(String orderId, long cents) implements OrderEvent {}
