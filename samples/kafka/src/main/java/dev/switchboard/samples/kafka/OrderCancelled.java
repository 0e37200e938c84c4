package dev.switchboard.samples.kafka;

/** The customer withdrew the order. */
public record OrderCancelled(String orderId, String reason) implements OrderEvent {}
