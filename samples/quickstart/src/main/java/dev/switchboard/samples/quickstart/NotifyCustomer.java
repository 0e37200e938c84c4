package dev.switchboard.samples.quickstart;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Tells customers their order is on its way. */
@Handles(OrderShipped.class)
public final class NotifyCustomer implements Handler<OrderShipped> {
  private final List<String> sent = new CopyOnWriteArrayList<>();

  @Override
  public void handle(OrderShipped event) {
    sent.add("Order " + event.orderId() + " shipped, tracking " + event.trackingNumber());
  }

  public List<String> sent() {
    return List.copyOf(sent);
  }
}
