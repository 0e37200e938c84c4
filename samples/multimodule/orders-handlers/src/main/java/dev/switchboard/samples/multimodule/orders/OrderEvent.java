package dev.switchboard.samples.multimodule.orders;

/** What happens to an order; applications add their own kinds. */
public interface OrderEvent {
  String orderId();
}
