package dev.switchboard.samples.kafka;

/** The customer's payment was declined. */
public record PaymentFailed(String orderId, String reason) implements OrderEvent {}
