package dev.switchboard.samples.multimodule.shop;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Writes a receipt for each payment: the shop's own handler, routed alongside the library's. */
@Handles(PaymentReceived.class)
public final class IssueReceipt implements Handler<PaymentReceived> {
  private final List<String> receipts = new CopyOnWriteArrayList<>();

  @Override
  public void handle(PaymentReceived event) {
    receipts.add(String.format("%s: %d.%02d", event.orderId(), event.cents() / 100, event.cents() % 100));
  }

  public List<String> receipts() {
    return List.copyOf(receipts);
  }
}
