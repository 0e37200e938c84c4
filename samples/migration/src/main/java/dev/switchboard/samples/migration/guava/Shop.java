package dev.switchboard.samples.migration.guava;

import dev.switchboard.Handlers;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The code that used to call {@code eventBus.post(event)}. */
public final class Shop {
  private final ShopEvents events;
  private final List<ShopEvent> unhandled = new CopyOnWriteArrayList<>();

  public Shop(ShopEvents events) {
    this.events = events;
  }

  public void publish(ShopEvent event) {
    // Guava: eventBus.post(event); a @Subscribe method for DeadEvent sees events nobody handles.
    var handler = events.handlerFor(event);
    if (Handlers.isNoOp(handler)) {
      unhandled.add(event);
    }
    handler.handle(event);
  }

  public List<ShopEvent> unhandled() {
    return List.copyOf(unhandled);
  }
}
