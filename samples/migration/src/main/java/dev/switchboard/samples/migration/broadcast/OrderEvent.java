package dev.switchboard.samples.migration.broadcast;

/** The root of the events the broadcast example routes. */
public interface OrderEvent {}
