package dev.switchboard.samples.kafka;

/** What the projection knows of one order; immutable, replaced whole on each event. */
public record OrderView(String orderId, Status status, String sku, int quantity, long paidCents,
    String trackingNumber) {
  /** Where the order stands. */
  public enum Status { PLACED, PAID, SHIPPED, CANCELLED }

  static OrderView placed(String orderId, String sku, int quantity) {
    return new OrderView(orderId, Status.PLACED, sku, quantity, 0, null);
  }

  OrderView paid(long cents) {
    return new OrderView(orderId, Status.PAID, sku, quantity, cents, trackingNumber);
  }

  OrderView shipped(String trackingNumber) {
    return new OrderView(orderId, Status.SHIPPED, sku, quantity, paidCents, trackingNumber);
  }

  OrderView cancelled() {
    return new OrderView(orderId, Status.CANCELLED, sku, quantity, paidCents, trackingNumber);
  }
}
