package dev.switchboard.samples.spring;

import dev.switchboard.annotations.Handles;
import org.springframework.stereotype.Service;

/**
 * Writes to customers whose order did not go as planned: a service with handler methods, where a
 * Spring application would have two {@code @EventListener} methods. The dispatcher holds this bean
 * and calls each method directly.
 */
@Service
public class CustomerCare {
  private final Outbox outbox;

  public CustomerCare(Outbox outbox) {
    this.outbox = outbox;
  }

  @Handles
  public void on(OrderCancelled event) {
    outbox.send("Order " + event.orderId() + " cancelled: " + event.reason());
  }

  @Handles
  public void on(OrderDelayed event) {
    outbox.send("Order " + event.orderId() + " delayed by " + event.days() + " days");
  }
}
