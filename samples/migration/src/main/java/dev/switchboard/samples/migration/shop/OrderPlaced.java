package dev.switchboard.samples.migration.shop;

/** An order was placed. */
public record OrderPlaced(String orderId, String sku) implements OrderEvent {}
