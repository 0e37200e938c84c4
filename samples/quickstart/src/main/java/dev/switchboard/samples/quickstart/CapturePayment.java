package dev.switchboard.samples.quickstart;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicLong;

/** Books payments. */
@Handles(PaymentReceived.class)
public final class CapturePayment implements Handler<PaymentReceived> {
  private final AtomicLong capturedCents = new AtomicLong();

  @Override
  public void handle(PaymentReceived event) {
    capturedCents.addAndGet(event.cents());
  }

  public long capturedCents() {
    return capturedCents.get();
  }
}
