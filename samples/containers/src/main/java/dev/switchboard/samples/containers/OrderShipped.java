package dev.switchboard.samples.containers;

public final class OrderShipped implements OrderEvent {}
