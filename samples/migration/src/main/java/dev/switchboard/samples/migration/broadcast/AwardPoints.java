package dev.switchboard.samples.migration.broadcast;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** Credits loyalty points. */
@Handles(OrderPlaced.class)
public final class AwardPoints implements Handler<OrderPlaced> {
  private final Journal journal;

  public AwardPoints(Journal journal) {
    this.journal = journal;
  }

  @Override
  public void handle(OrderPlaced event) {
    journal.ran(this);
  }
}
