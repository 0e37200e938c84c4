package dev.switchboard.samples.containers;

public final class OrderPlaced implements OrderEvent {}
