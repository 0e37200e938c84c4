package dev.switchboard.samples.spring;

/** The order will ship later than promised. */
public record OrderDelayed(String orderId, int days) implements OrderEvent {}
