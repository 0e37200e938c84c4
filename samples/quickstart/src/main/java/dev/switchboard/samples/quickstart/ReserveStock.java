package dev.switchboard.samples.quickstart;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Takes placed orders out of the stock. */
@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  private final Map<String, Integer> reserved = new ConcurrentHashMap<>();

  @Override
  public void handle(OrderPlaced event) {
    if (event.quantity() <= 0) {
      throw new IllegalArgumentException("cannot reserve " + event.quantity() + " of " + event.sku());
    }
    reserved.merge(event.sku(), event.quantity(), Integer::sum);
  }

  /** Units reserved so far for {@code sku}. */
  public int reserved(String sku) {
    return reserved.getOrDefault(sku, 0);
  }
}
