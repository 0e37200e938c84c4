package dev.switchboard.samples.migration.broadcast;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** Mails the receipt first of all. */
@Handles(value = OrderPlaced.class, priority = 10)
public final class EmailReceipt implements Handler<OrderPlaced> {
  private final Journal journal;

  public EmailReceipt(Journal journal) {
    this.journal = journal;
  }

  @Override
  public void handle(OrderPlaced event) {
    journal.ran(this);
  }
}
