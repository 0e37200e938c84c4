package dev.switchboard.samples.containers;

public final class OrderCancelled implements OrderEvent {}
