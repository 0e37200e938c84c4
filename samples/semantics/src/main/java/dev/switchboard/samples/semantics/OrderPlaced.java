package dev.switchboard.samples.semantics;

public record OrderPlaced(String orderId) implements OrderEvent {}
