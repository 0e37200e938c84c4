package dev.switchboard.samples.multimodule.orders;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Keeps the tracking number of every shipped order. */
@Handles(OrderShipped.class)
public final class TrackShipment implements Handler<OrderShipped> {
  private final List<String> trackingNumbers = new CopyOnWriteArrayList<>();

  @Override
  public void handle(OrderShipped event) {
    trackingNumbers.add(event.trackingNumber());
  }

  public List<String> trackingNumbers() {
    return List.copyOf(trackingNumbers);
  }
}
