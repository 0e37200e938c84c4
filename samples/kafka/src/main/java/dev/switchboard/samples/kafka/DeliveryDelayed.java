package dev.switchboard.samples.kafka;

/** The order will arrive {@code days} later than promised. */
public record DeliveryDelayed(String orderId, int days) implements OrderEvent {}
