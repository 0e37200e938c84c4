package dev.switchboard.samples.containers;

/** An event nobody handles. */
public final class OrderViewed implements OrderEvent {}
