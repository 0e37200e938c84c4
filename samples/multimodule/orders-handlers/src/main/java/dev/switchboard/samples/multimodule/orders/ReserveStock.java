package dev.switchboard.samples.multimodule.orders;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicInteger;

/** Reserves the stock of every placed order. */
@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  private final AtomicInteger reserved = new AtomicInteger();

  @Override
  public void handle(OrderPlaced event) {
    reserved.addAndGet(event.skus().size());
  }

  public int reserved() {
    return reserved.get();
  }
}
