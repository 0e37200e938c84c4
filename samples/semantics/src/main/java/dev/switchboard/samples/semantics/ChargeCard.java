package dev.switchboard.samples.semantics;

public record ChargeCard(String orderId, long cents) implements Command {}
