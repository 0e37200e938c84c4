package dev.switchboard.samples.spring;

/** The customer looked at the order; no handler takes it. */
public record OrderViewed(String orderId) implements OrderEvent {}
