package dev.switchboard.samples.jpms.inventory;

/** Goods arrived at the warehouse. */
public final class StockReceived implements StockEvent {
  private final String sku;
  private final int quantity;

  public StockReceived(String sku, int quantity) {
    this.sku = sku;
    this.quantity = quantity;
  }

  @Override
  public String sku() {
    return sku;
  }

  public int quantity() {
    return quantity;
  }
}
