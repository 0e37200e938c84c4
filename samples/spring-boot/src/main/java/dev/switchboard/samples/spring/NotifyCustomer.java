package dev.switchboard.samples.spring;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import org.springframework.stereotype.Component;

/** Tells the customer their order shipped. */
@Component
@Handles(OrderShipped.class)
public class NotifyCustomer implements Handler<OrderShipped> {
  private final Outbox outbox;

  public NotifyCustomer(Outbox outbox) {
    this.outbox = outbox;
  }

  @Override
  public void handle(OrderShipped event) {
    outbox.send("Order " + event.orderId() + " shipped: " + event.trackingNumber());
  }
}
