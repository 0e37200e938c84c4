package dev.switchboard.samples.migration.care;

public record OrderCancelled(String orderId, String reason) implements OrderEvent {}
