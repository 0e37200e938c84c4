package dev.switchboard.samples.jpms.inventory;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicInteger;

/** Puts received goods on the shelves. */
@Handles(StockReceived.class)
public final class StoreGoods implements Handler<StockReceived> {
  private final AtomicInteger stored = new AtomicInteger();

  public StoreGoods() {}

  @Override
  public void handle(StockReceived event) {
    stored.addAndGet(event.quantity());
  }

  public int stored() {
    return stored.get();
  }
}
