package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.LongAdder;

/** Mails the customer when the order is placed and when it ships. */
@Handles({OrderPlaced.class, OrderShipped.class})
public final class NotifyCustomer implements Handler<OrderEvent> {
  private final LongAdder sent = new LongAdder();

  @Override
  public void handle(OrderEvent event) {
    sent.increment();
  }

  public long sent() {
    return sent.sum();
  }
}
