package dev.switchboard.samples.migration.care.cdi.switchboard;

import dev.switchboard.annotations.Handles;
import dev.switchboard.samples.migration.care.OrderCancelled;
import dev.switchboard.samples.migration.care.OrderDelayed;
import dev.switchboard.samples.migration.care.Outbox;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** The CDI bean after the migration: {@code @Observes} on the parameter became {@code @Handles} on the method. */
@ApplicationScoped
public class CustomerCare {
  @Inject Outbox outbox;

  @Handles
  void on(OrderCancelled event) {
    outbox.send("Order " + event.orderId() + " cancelled: " + event.reason());
  }

  @Handles
  void on(OrderDelayed event) {
    outbox.send("Order " + event.orderId() + " delayed by " + event.days() + " days");
  }
}
