package dev.switchboard.samples.migration.broadcast;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** Reserves the ordered goods. */
@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  private final Journal journal;

  public ReserveStock(Journal journal) {
    this.journal = journal;
  }

  @Override
  public void handle(OrderPlaced event) {
    journal.ran(this);
  }
}
