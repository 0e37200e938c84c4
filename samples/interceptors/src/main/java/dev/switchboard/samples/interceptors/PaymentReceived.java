package dev.switchboard.samples.interceptors;

public record PaymentReceived(String orderId, long cents) implements OrderEvent {}
