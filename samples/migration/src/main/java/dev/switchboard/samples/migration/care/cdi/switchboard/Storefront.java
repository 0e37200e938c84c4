package dev.switchboard.samples.migration.care.cdi.switchboard;

import dev.switchboard.samples.migration.care.OrderCancelled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Dispatches a cancellation after the migration: the dispatcher is injected in place of {@code Event}. */
@ApplicationScoped
public class Storefront {
  @Inject OrderEvents events;

  public void cancel() {
    events.dispatch(new OrderCancelled("A-1002", "changed my mind"));
  }
}
