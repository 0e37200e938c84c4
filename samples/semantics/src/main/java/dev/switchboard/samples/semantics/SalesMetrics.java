package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.LongAdder;

/** Sums captured revenue, suspicious payments included (the fraud check's failure does not stop it). */
@Handles(PaymentCaptured.class)
public final class SalesMetrics implements Handler<PaymentCaptured> {
  private final LongAdder revenueCents = new LongAdder();

  @Override
  public void handle(PaymentCaptured event) {
    revenueCents.add(event.cents());
  }

  public long revenueCents() {
    return revenueCents.sum();
  }
}
