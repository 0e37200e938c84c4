package dev.switchboard.samples.migration.care.spring;

import dev.switchboard.samples.migration.care.OrderCancelled;
import dev.switchboard.samples.migration.care.OrderDelayed;
import dev.switchboard.samples.migration.care.Outbox;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/** A Spring service with two {@code @EventListener} methods, before the migration. */
@Service
public class CustomerCare {
  private final Outbox outbox;

  public CustomerCare(Outbox outbox) {
    this.outbox = outbox;
  }

  @EventListener
  public void on(OrderCancelled event) {
    outbox.send("Order " + event.orderId() + " cancelled: " + event.reason());
  }

  @EventListener
  public void on(OrderDelayed event) {
    outbox.send("Order " + event.orderId() + " delayed by " + event.days() + " days");
  }
}
