package dev.switchboard.samples.semantics;

public record PlaceOrder(String orderId, String sku, int quantity) implements Command {}
