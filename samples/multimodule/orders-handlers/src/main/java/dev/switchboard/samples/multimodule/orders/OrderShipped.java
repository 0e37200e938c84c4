package dev.switchboard.samples.multimodule.orders;

/** An order left the warehouse. */
public final class OrderShipped implements OrderEvent {
  private final String orderId;
  private final String trackingNumber;

  public OrderShipped(String orderId, String trackingNumber) {
    this.orderId = orderId;
    this.trackingNumber = trackingNumber;
  }

  @Override
  public String orderId() {
    return orderId;
  }

  public String trackingNumber() {
    return trackingNumber;
  }

  @Override
  public String toString() {
    return "OrderShipped[" + orderId + ", " + trackingNumber + "]";
  }
}
