package dev.switchboard.samples.spring;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import org.springframework.stereotype.Component;

/** Reserves the ordered units; a Spring bean with a dependency, like any other. */
@Component
@Handles(OrderPlaced.class)
public class ReserveStock implements Handler<OrderPlaced> {
  private final Inventory inventory;

  public ReserveStock(Inventory inventory) {
    this.inventory = inventory;
  }

  @Override
  public void handle(OrderPlaced event) {
    inventory.reserve(event.sku(), event.quantity());
  }
}
