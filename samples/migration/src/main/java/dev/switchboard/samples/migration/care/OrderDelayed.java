package dev.switchboard.samples.migration.care;

public record OrderDelayed(String orderId, int days) implements OrderEvent {}
