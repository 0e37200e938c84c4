package dev.switchboard.samples.migration.switchboard;

import dev.switchboard.samples.migration.shop.ShopEvent;
import java.util.ArrayList;
import java.util.List;

/** Builds the dispatcher and dispatches the shop's events. */
public final class Shop {
  private final List<String> failures = new ArrayList<>();
  private final ShopEvents events;

  public Shop(OrderListener orders, AuditTrail audit) {
    events = new SwitchboardShopEvents(audit, orders).withDeadLetters(audit::onDead);
  }

  public void publish(ShopEvent event) {
    try {
      events.dispatch(event);
    } catch (RuntimeException exception) {
      // Every handler has run; the first failure is thrown, each later one suppressed in it.
      failures.add(exception.getMessage());
      for (Throwable later : exception.getSuppressed()) {
        failures.add(later.getMessage());
      }
    }
  }

  /** The messages of the handlers' exceptions, as Guava's exception handler would have seen them. */
  public List<String> failures() {
    return List.copyOf(failures);
  }
}
