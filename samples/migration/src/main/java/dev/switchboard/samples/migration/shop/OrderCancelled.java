package dev.switchboard.samples.migration.shop;

/** An order was cancelled before it shipped. */
public record OrderCancelled(String orderId) implements OrderEvent {}
