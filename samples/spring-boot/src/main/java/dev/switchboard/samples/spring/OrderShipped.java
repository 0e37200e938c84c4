package dev.switchboard.samples.spring;

/** The order left the warehouse. */
public record OrderShipped(String orderId, String trackingNumber) implements OrderEvent {}
