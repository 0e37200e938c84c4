package dev.switchboard.samples.multimodule.orders;

import java.util.List;

/** A customer placed an order of one or more articles. */
public class OrderPlaced implements OrderEvent {
  private final String orderId;
  private final List<String> skus;

  public OrderPlaced(String orderId, List<String> skus) {
    this.orderId = orderId;
    this.skus = List.copyOf(skus);
  }

  @Override
  public String orderId() {
    return orderId;
  }

  /** The articles ordered, one entry per piece. */
  public List<String> skus() {
    return skus;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + orderId + ", " + skus + "]";
  }
}
