package dev.switchboard.samples.migration.care.cdi.observes;

import dev.switchboard.samples.migration.care.OrderCancelled;
import dev.switchboard.samples.migration.care.OrderDelayed;
import dev.switchboard.samples.migration.care.Outbox;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/** A CDI bean with two observer methods, before the migration. */
@ApplicationScoped
public class CustomerCare {
  @Inject Outbox outbox;

  void on(@Observes OrderCancelled event) {
    outbox.send("Order " + event.orderId() + " cancelled: " + event.reason());
  }

  void on(@Observes @Priority(1) OrderDelayed event) {
    outbox.send("Order " + event.orderId() + " delayed by " + event.days() + " days");
  }
}
