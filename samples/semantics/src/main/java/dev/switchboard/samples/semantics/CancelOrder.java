package dev.switchboard.samples.semantics;

/** Not handled yet, on purpose: {@link Commands} ignores it, so it reaches the dead-letter handler. */
public record CancelOrder(String orderId, String reason) implements Command {}
