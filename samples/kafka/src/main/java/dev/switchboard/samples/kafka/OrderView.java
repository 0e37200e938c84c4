package dev.switchboard.samples.kafka;

/** What the projection knows of one order; immutable, replaced whole on each event. */
public record OrderView(String orderId, Status status, String sku, int quantity, long paidCents,
    String trackingNumber) {
  /** Where the order stands. */
  public enum Status { PLACED, PAID, SHIPPED, CANCELLED }
}
