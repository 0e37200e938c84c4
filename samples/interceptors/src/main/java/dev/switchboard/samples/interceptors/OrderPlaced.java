package dev.switchboard.samples.interceptors;

public record OrderPlaced(String orderId, int quantity) implements OrderEvent {}
