package dev.switchboard.samples.springkafka;

import dev.switchboard.annotations.Handles;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * Where each order stands, built from its events: one handler method per event type, as a
 * {@code @KafkaHandler} class would have. Each method sets the order's state from the event, so a
 * redelivered event leaves the same state.
 */
@Component
public class OrderProjection {
  private final Map<String, String> states = new ConcurrentHashMap<>();

  @Handles
  public void on(OrderPlaced event) {
    states.put(event.orderId(), "placed: " + event.quantity() + " x " + event.sku());
  }

  @Handles
  public void on(OrderShipped event) {
    states.put(event.orderId(), "shipped: " + event.trackingNumber());
  }

  /** The order's state as of the last event applied, if any. */
  public Optional<String> state(String orderId) {
    return Optional.ofNullable(states.get(orderId));
  }
}
