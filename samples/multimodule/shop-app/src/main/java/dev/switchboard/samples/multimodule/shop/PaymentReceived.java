package dev.switchboard.samples.multimodule.shop;

import dev.switchboard.samples.multimodule.orders.OrderEvent;

/** The shop's own order event: the library knows nothing of payments. */
public final class PaymentReceived implements OrderEvent {
  private final String orderId;
  private final long cents;

  public PaymentReceived(String orderId, long cents) {
    this.orderId = orderId;
    this.cents = cents;
  }

  @Override
  public String orderId() {
    return orderId;
  }

  public long cents() {
    return cents;
  }

  @Override
  public String toString() {
    return "PaymentReceived[" + orderId + ", " + cents + " cents]";
  }
}
