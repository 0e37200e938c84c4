package dev.switchboard.samples.migration.shop;

/** A price changed; nobody subscribes to it, so it is a dead event. */
public record PriceChanged(String sku, long cents) implements ShopEvent {}
