package dev.switchboard.samples.interceptors;

import dev.switchboard.annotations.Handles;

/** A handler method with an interceptor of its own, and one by binding annotation. */
public final class Billing {
  @Traced
  @Handles(interceptors = Retry.class)
  public void on(PaymentReceived event) {
    System.out.println("    Billing: " + event.cents() + " cents for " + event.orderId());
  }
}
