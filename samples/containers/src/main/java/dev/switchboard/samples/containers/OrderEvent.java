package dev.switchboard.samples.containers;

/** An event of the shop. */
public interface OrderEvent {}
