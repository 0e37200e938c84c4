package dev.switchboard.samples.migration.broadcast;

/** An order was placed; four handlers observe it. */
public record OrderPlaced(String orderId) implements OrderEvent {}
