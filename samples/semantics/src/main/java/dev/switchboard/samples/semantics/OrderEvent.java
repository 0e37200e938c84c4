package dev.switchboard.samples.semantics;

/** What happened to an order; any number of observers may react. */
public sealed interface OrderEvent permits OrderPlaced, PaymentCaptured, OrderShipped {
  String orderId();
}
