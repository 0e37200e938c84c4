package dev.switchboard.samples.spring;

/** Everything that happens to an order; the root type of {@link OrderEvents}. */
public interface OrderEvent {
  String orderId();
}
