package dev.switchboard.samples.interceptors;

import java.util.List;

/** Runs a few orders through the generated dispatcher; every interceptor prints what it does. */
public final class OrderDesk {
  private OrderDesk() {}

  public static void main(String[] args) {
    OrderEvents events = SwitchboardOrderEvents.create();
    List<OrderEvent> day = List.of(
        new OrderPlaced("A-1001", 2),
        new OrderPlaced("A-1002", 40),
        new PaymentReceived("A-1002", 51_800),
        new OrderShipped("A-1002", "Parcelway"));
    for (OrderEvent event : day) {
      System.out.println(event);
      events.dispatch(event);
    }
  }
}
