package dev.switchboard.samples.migration.broadcast;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** Records every order event. */
@Handles(OrderEvent.class)
public final class AuditLog implements Handler<OrderEvent> {
  private final Journal journal;

  public AuditLog(Journal journal) {
    this.journal = journal;
  }

  @Override
  public void handle(OrderEvent event) {
    journal.ran(this);
  }
}
