package dev.switchboard.samples.spring;

/** The customer withdrew the order; no handler takes it. */
public record OrderCancelled(String orderId, String reason) implements OrderEvent {}
