package dev.switchboard.samples.spring;

/** The customer withdrew the order. */
public record OrderCancelled(String orderId, String reason) implements OrderEvent {}
