package dev.switchboard.samples.migration.guava;

import com.google.common.eventbus.EventBus;
import dev.switchboard.samples.migration.shop.ShopEvent;
import java.util.ArrayList;
import java.util.List;

/** Builds the bus, registers the listeners and posts the shop's events. */
public final class Shop {
  private final List<String> failures = new ArrayList<>();
  private final EventBus bus;

  public Shop(OrderListener orders, AuditTrail audit) {
    bus = new EventBus((exception, context) -> failures.add(exception.getMessage()));
    bus.register(orders);
    bus.register(audit);
  }

  public void publish(ShopEvent event) {
    bus.post(event);
  }

  /** The messages of the subscribers' exceptions: Guava hands them to its exception handler. */
  public List<String> failures() {
    return List.copyOf(failures);
  }
}
