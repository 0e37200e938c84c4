package dev.switchboard.samples.springkafka;

/** The customer paid {@code cents} for the order. */
public record PaymentReceived(String orderId, long cents) implements OrderEvent {}
