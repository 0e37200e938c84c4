package dev.switchboard.samples.migration.guava;

import com.google.common.eventbus.DeadEvent;
import com.google.common.eventbus.Subscribe;
import dev.switchboard.samples.migration.shop.OrderEvent;
import java.util.ArrayList;
import java.util.List;

/** Records every order event (a subscriber of their supertype) and every event nobody handled. */
public class AuditTrail {
  private final List<Object> audited = new ArrayList<>();
  private final List<Object> unhandled = new ArrayList<>();

  @Subscribe
  public void onOrder(OrderEvent event) {
    audited.add(event);
  }

  @Subscribe
  public void onDead(DeadEvent dead) {
    unhandled.add(dead.getEvent());
  }

  public List<Object> audited() {
    return List.copyOf(audited);
  }

  public List<Object> unhandled() {
    return List.copyOf(unhandled);
  }
}
