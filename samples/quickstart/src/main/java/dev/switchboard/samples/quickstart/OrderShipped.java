package dev.switchboard.samples.quickstart;

/** An order left the warehouse with a tracking number. */
public record OrderShipped(String orderId, String trackingNumber) implements OrderEvent {}
