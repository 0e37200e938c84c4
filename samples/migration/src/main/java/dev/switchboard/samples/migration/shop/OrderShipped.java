package dev.switchboard.samples.migration.shop;

/** An order left the warehouse; the customer is told at {@code email}. */
public record OrderShipped(String orderId, String email) implements OrderEvent {}
