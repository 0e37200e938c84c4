package dev.switchboard.samples.multimodule.shop;

import dev.switchboard.Handler;
import dev.switchboard.samples.multimodule.orders.ExpressOrderPlaced;
import dev.switchboard.samples.multimodule.orders.OrderEvent;
import dev.switchboard.samples.multimodule.orders.OrderPlaced;
import dev.switchboard.samples.multimodule.orders.OrderShipped;
import java.util.List;

/** Runs a few orders through the merged dispatcher and shows which handler took each event. */
public final class Shop {
  private Shop() {}

  public static void main(String[] args) {
    ShopEvents events = SwitchboardShopEvents.create();
    List<OrderEvent> day = List.of(
        new OrderPlaced("B-2001", List.of("kettle")),
        new ExpressOrderPlaced("B-2002", List.of("filter-papers", "filter-papers", "descaler")),
        new PaymentReceived("B-2001", 4_900),
        new OrderShipped("B-2001", "TRK-7781"));
    for (OrderEvent event : day) {
      Handler<? super OrderEvent> handler = events.handlerFor(event);
      handler.handle(event);
      System.out.printf("%-45s -> %s%n", event, handler.getClass().getName());
    }
  }
}
