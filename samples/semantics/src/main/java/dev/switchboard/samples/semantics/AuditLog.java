package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/** Records every event first, before any other observer can fail. */
@Handles(value = OrderEvent.class, priority = 100)
public final class AuditLog implements Handler<OrderEvent> {
  private final Queue<OrderEvent> entries = new ConcurrentLinkedQueue<>();

  @Override
  public void handle(OrderEvent event) {
    entries.add(event);
  }

  public List<OrderEvent> entries() {
    return List.copyOf(entries);
  }
}
