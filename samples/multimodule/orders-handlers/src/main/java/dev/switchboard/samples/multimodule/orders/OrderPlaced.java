package dev.switchboard.samples.multimodule.orders;

/** A customer placed an order. */
public class OrderPlaced implements OrderEvent {
  private final String orderId;
  private final String sku;
  private final int quantity;

  public OrderPlaced(String orderId, String sku, int quantity) {
    this.orderId = orderId;
    this.sku = sku;
    this.quantity = quantity;
  }

  @Override
  public String orderId() {
    return orderId;
  }

  public String sku() {
    return sku;
  }

  public int quantity() {
    return quantity;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + orderId + ", " + quantity + " x " + sku + "]";
  }
}
