package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

/** Rejects suspiciously large payments; runs before the other payment observers. */
@Handles(value = PaymentCaptured.class, priority = 10)
public final class FraudCheck implements Handler<PaymentCaptured> {
  static final long LIMIT_CENTS = 1_000_000;

  @Override
  public void handle(PaymentCaptured event) {
    if (event.cents() > LIMIT_CENTS) {
      throw new IllegalStateException("payment of " + event.cents() + " cents for " + event.orderId()
          + " needs a manual review");
    }
  }
}
