package dev.switchboard.samples.semantics;

public record ShipOrder(String orderId, String address) implements Command {}
