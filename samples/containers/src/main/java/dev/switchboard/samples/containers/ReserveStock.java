package dev.switchboard.samples.containers;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A handler class. */
@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  public final List<Object> handled = new CopyOnWriteArrayList<>();

  @Override
  public void handle(OrderPlaced event) {
    handled.add(event);
  }
}
