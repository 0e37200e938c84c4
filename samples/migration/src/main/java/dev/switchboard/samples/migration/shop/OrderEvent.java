package dev.switchboard.samples.migration.shop;

/** The events of one order: what the audit trail subscribes to. */
public interface OrderEvent extends ShopEvent {
  String orderId();
}
