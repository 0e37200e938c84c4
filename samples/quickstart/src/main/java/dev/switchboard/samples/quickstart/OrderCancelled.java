package dev.switchboard.samples.quickstart;

/** A customer cancelled an order. Nobody handles it yet: it goes to the no-op handler. */
public record OrderCancelled(String orderId, String reason) implements OrderEvent {}
