package com.example.shop;

import dev.switchboard.testing.Routes;
import org.junit.jupiter.api.Test;

class OrderEventsTest {
  private final ReserveStock reserveStock = new ReserveStock();
  private final CustomerMail customerMail = new CustomerMail();
  private final OrderEvents events = new SwitchboardOrderEvents(customerMail, reserveStock);

  @Test
  void eachEventReachesItsHandler() {
    Routes.assertRoutesTo(events, new OrderPlaced("A-1", "kettle", 2), reserveStock);
    Routes.assertRoutesTo(events, new OrderShipped("A-1", "TRK-7"), customerMail, "on");
    Routes.assertRoutesTo(events, new OrderCancelled("A-2"), customerMail, "on");
  }
}
