package dev.switchboard.samples.migration.guava;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Was {@code @Subscribe public void onPlaced(OrderPlaced e)} of Guava's {@code OrderListener}. */
@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  private final List<String> reserved = new CopyOnWriteArrayList<>();

  @Override
  public void handle(OrderPlaced event) {
    reserved.add(event.sku());
  }

  public List<String> reserved() {
    return List.copyOf(reserved);
  }
}
