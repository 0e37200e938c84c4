package dev.switchboard.samples.migration.switchboard;

import dev.switchboard.annotations.Handles;
import dev.switchboard.samples.migration.shop.OrderEvent;
import dev.switchboard.samples.migration.shop.ShopEvent;
import java.util.ArrayList;
import java.util.List;

/** Records every order event (a handler of their supertype) and every event nobody handled. */
public class AuditTrail {
  private final List<Object> audited = new ArrayList<>();
  private final List<Object> unhandled = new ArrayList<>();

  @Handles
  public void onOrder(OrderEvent event) {
    audited.add(event);
  }

  /** Guava's {@code DeadEvent} subscriber: now the dispatcher's dead-letter handler (see {@link Shop}). */
  public void onDead(ShopEvent event) {
    unhandled.add(event);
  }

  public List<Object> audited() {
    return List.copyOf(audited);
  }

  public List<Object> unhandled() {
    return List.copyOf(unhandled);
  }
}
