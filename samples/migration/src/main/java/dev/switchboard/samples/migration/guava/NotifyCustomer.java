package dev.switchboard.samples.migration.guava;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Was {@code @Subscribe public void onShipped(OrderShipped e)} of Guava's {@code OrderListener}. */
@Handles(OrderShipped.class)
public final class NotifyCustomer implements Handler<OrderShipped> {
  private final List<String> notified = new CopyOnWriteArrayList<>();

  @Override
  public void handle(OrderShipped event) {
    notified.add(event.orderId());
  }

  public List<String> notified() {
    return List.copyOf(notified);
  }
}
