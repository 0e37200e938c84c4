package dev.switchboard.samples.quickstart;

/**
 * An order to ship today. No handler declares it: it inherits the route of {@link OrderPlaced},
 * which the processor resolves at compile time.
 */
public final class ExpressOrderPlaced extends OrderPlaced {
  public ExpressOrderPlaced(String orderId, String sku, int quantity) {
    super(orderId, sku, quantity);
  }
}
