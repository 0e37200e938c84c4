package dev.switchboard.samples.jpms.warehouse;

import dev.switchboard.samples.jpms.inventory.StockEvent;

/** The warehouse's own stock event: a shelf was counted. */
public final class StockCounted implements StockEvent {
  private final String sku;
  private final int counted;

  public StockCounted(String sku, int counted) {
    this.sku = sku;
    this.counted = counted;
  }

  @Override
  public String sku() {
    return sku;
  }

  public int counted() {
    return counted;
  }
}
