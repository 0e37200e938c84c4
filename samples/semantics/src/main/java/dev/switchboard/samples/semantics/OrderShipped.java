package dev.switchboard.samples.semantics;

public record OrderShipped(String orderId) implements OrderEvent {}
