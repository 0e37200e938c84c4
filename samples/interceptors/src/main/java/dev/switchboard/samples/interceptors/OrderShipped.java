package dev.switchboard.samples.interceptors;

public record OrderShipped(String orderId, String carrier) implements OrderEvent {}
