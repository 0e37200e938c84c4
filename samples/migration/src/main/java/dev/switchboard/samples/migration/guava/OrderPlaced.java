package dev.switchboard.samples.migration.guava;

/** An order was placed. */
public record OrderPlaced(String orderId, String sku) implements ShopEvent {}
