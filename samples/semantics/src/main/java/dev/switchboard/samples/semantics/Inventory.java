package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicInteger;

/** Reserves stock for new orders. */
@Handles(PlaceOrder.class)
public final class Inventory implements Handler<PlaceOrder> {
  private final AtomicInteger reserved = new AtomicInteger();

  @Override
  public void handle(PlaceOrder command) {
    reserved.addAndGet(command.quantity());
  }

  public int reserved() {
    return reserved.get();
  }
}
