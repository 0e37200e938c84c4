package dev.switchboard.samples.kafka;

import dev.switchboard.annotations.Handles;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The current state of every order, built from its events: one handler method per event type, as a
 * {@code @KafkaHandler} class would have. Each method sets fields from the event and never adds to
 * them, so applying an event twice (a redelivery after a restart) leaves the same view.
 *
 * <p>Events of one order arrive in order (they share a partition); events of different orders may
 * arrive on different threads at once, hence the concurrent map, updated per order with
 * {@code compute}.
 */
public class OrderProjection {
  private final Map<String, OrderView> orders = new ConcurrentHashMap<>();

  @Handles
  public void on(OrderPlaced event) {
    orders.put(event.orderId(), OrderView.placed(event.orderId(), event.sku(), event.quantity()));
  }

  @Handles
  public void on(PaymentReceived event) {
    orders.compute(event.orderId(), (id, view) -> existing(id, view).paid(event.cents()));
  }

  @Handles
  public void on(OrderShipped event) {
    orders.compute(event.orderId(), (id, view) -> existing(id, view).shipped(event.trackingNumber()));
  }

  @Handles
  public void on(OrderCancelled event) {
    orders.compute(event.orderId(), (id, view) -> existing(id, view).cancelled());
  }

  /** The order as of the last event applied, if any. */
  public Optional<OrderView> order(String orderId) {
    return Optional.ofNullable(orders.get(orderId));
  }

  /** How many orders the projection holds. */
  public int size() {
    return orders.size();
  }

  // An event for an order the projection never saw placed means lost or reordered input: failing
  // makes the consumer retry it and then dead-letter it, instead of inventing an order.
  private static OrderView existing(String orderId, OrderView view) {
    if (view == null) {
      throw new IllegalStateException("No order " + orderId + ": its OrderPlaced was not applied");
    }
    return view;
  }
}
