package dev.switchboard.samples.jpms.warehouse;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Records the last count of each article. */
@Handles(StockCounted.class)
public final class RecordCount implements Handler<StockCounted> {
  private final Map<String, Integer> counts = new ConcurrentHashMap<>();

  @Override
  public void handle(StockCounted event) {
    counts.put(event.sku(), event.counted());
  }

  public Map<String, Integer> counts() {
    return Map.copyOf(counts);
  }
}
