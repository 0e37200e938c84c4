package dev.switchboard.samples.semantics;

/**
 * What the shop is asked to do. Sealed: the {@link Commands} dispatcher must handle every command,
 * and the build fails naming any new one without a handler.
 */
public sealed interface Command permits PlaceOrder, ChargeCard, ShipOrder, CancelOrder {
  String orderId();
}
