package dev.switchboard.samples.kafka;

/** The order left the warehouse. */
public record OrderShipped(String orderId, String trackingNumber) implements OrderEvent {}
