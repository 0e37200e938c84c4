package dev.switchboard.samples.multimodule.orders;

/** An order to ship today; handled as an {@link OrderPlaced}, as no handler declares it. */
public final class ExpressOrderPlaced extends OrderPlaced {
  public ExpressOrderPlaced(String orderId, String sku, int quantity) {
    super(orderId, sku, quantity);
  }
}
