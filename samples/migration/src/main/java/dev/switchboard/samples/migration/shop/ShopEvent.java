package dev.switchboard.samples.migration.shop;

/** Every event of the shop: the root type its Switchboard dispatcher routes. Guava needs none. */
public interface ShopEvent {}
