package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/** Books parcels. */
@Handles(ShipOrder.class)
public final class Courier implements Handler<ShipOrder> {
  private final Queue<String> booked = new ConcurrentLinkedQueue<>();

  @Override
  public void handle(ShipOrder command) {
    booked.add(command.orderId());
  }

  public int booked() {
    return booked.size();
  }
}
