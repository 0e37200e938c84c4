package dev.switchboard.samples.semantics;

public record PaymentCaptured(String orderId, long cents) implements OrderEvent {}
