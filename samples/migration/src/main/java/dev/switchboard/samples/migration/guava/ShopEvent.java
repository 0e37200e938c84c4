package dev.switchboard.samples.migration.guava;

/** The events of the shop: the root type its dispatcher routes. Guava's EventBus needs none. */
public interface ShopEvent {}
