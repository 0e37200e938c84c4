package dev.switchboard.samples.migration.guava;

/** A price changed; nobody handles it (Guava would post a DeadEvent). */
public record PriceChanged(String sku, long cents) implements ShopEvent {}
