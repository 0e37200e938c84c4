package dev.switchboard.samples.migration.guava;

/** An order left the warehouse. */
public record OrderShipped(String orderId) implements ShopEvent {}
