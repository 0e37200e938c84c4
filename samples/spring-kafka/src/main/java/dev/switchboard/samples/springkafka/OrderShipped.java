package dev.switchboard.samples.springkafka;

/** The order left the warehouse. */
public record OrderShipped(String orderId, String trackingNumber) implements OrderEvent {}
