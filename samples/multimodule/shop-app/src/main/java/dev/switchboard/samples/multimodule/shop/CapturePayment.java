package dev.switchboard.samples.multimodule.shop;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicLong;

/** Books payments: the shop's own handler, routed alongside the library's. */
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
