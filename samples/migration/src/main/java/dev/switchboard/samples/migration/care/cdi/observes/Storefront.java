package dev.switchboard.samples.migration.care.cdi.observes;

import dev.switchboard.samples.migration.care.OrderCancelled;
import dev.switchboard.samples.migration.care.OrderEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;

/** Fires a cancellation through CDI, before the migration. */
@ApplicationScoped
public class Storefront {
  @Inject Event<OrderEvent> events;

  public void cancel() {
    events.fire(new OrderCancelled("A-1002", "changed my mind"));
  }
}
