package dev.switchboard.spring.boot.twice;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.AfterCommit;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A handler of both dispatchers, and one deferred to the commit that runs at once without one. */
public class Storekeeper {
  private final List<String> seen = new CopyOnWriteArrayList<>();

  @Handles(dispatchers = {Stock.class, Warehouse.class})
  public void count(Restocked event) {
    seen.add("count " + event.sku());
  }

  @Handles(dispatchers = {Stock.class, Warehouse.class})
  @AfterCommit(fallbackExecution = true)
  public void label(Restocked event) {
    seen.add("label " + event.sku());
  }

  public List<String> seen() {
    return List.copyOf(seen);
  }
}
