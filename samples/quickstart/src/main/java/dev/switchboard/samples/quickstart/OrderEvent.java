package dev.switchboard.samples.quickstart;

/** Everything that happens to an order. */
public interface OrderEvent {
  String orderId();
}
