package dev.switchboard.samples.quickstart;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.util.List;

/** Runs a day of orders through the generated dispatcher and shows which handler took each event. */
public final class OrderService {
  private OrderService() {}

  public static void main(String[] args) {
    OrderEvents events = SwitchboardOrderEvents.create();
    List<OrderEvent> day = List.of(
        new OrderPlaced("A-1001", "espresso-beans", 2),
        new ExpressOrderPlaced("A-1002", "grinder", 1),
        new PaymentReceived("A-1001", 2_590),
        new OrderShipped("A-1001", "TRK-48213"),
        new OrderCancelled("A-1003", "changed my mind"));
    for (OrderEvent event : day) {
      Handler<? super OrderEvent> handler = events.handlerFor(event);
      handler.handle(event);
      System.out.printf("%-45s -> %s%n", event, describe(handler));
    }
  }

  static String describe(Handler<?> handler) {
    return Handlers.isNoOp(handler)
        ? "no handler (Handlers.noOp())"
        : handler.getClass().getSimpleName();
  }
}
