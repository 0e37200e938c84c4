package dev.switchboard.samples.multimodule.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Handlers;
import dev.switchboard.samples.multimodule.orders.ExpressOrderPlaced;
import dev.switchboard.samples.multimodule.orders.OrderEvent;
import dev.switchboard.samples.multimodule.orders.OrderPlaced;
import dev.switchboard.samples.multimodule.orders.OrderShipped;
import dev.switchboard.samples.multimodule.orders.ReserveStock;
import dev.switchboard.samples.multimodule.orders.TrackShipment;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generated dispatcher routes the library's handlers and the shop's own, from the jar on the class path. */
class ShopEventsTest {
  private final ReserveStock reserveStock = new ReserveStock();
  private final TrackShipment trackShipment = new TrackShipment();
  private final IssueReceipt issueReceipt = new IssueReceipt();
  private final ShopEvents events = new SwitchboardShopEvents(reserveStock, trackShipment, issueReceipt);

  @Test
  void libraryHandlersAndOwnHandlersAreRouted() {
    assertSame(reserveStock, events.handlerFor(new OrderPlaced("1", List.of("kettle"))));
    assertSame(trackShipment, events.handlerFor(new OrderShipped("1", "TRK-1")));
    assertSame(issueReceipt, events.handlerFor(new PaymentReceived("1", 100)));
  }

  @Test
  void librarySubclassInheritsTheLibraryHandler() {
    assertSame(reserveStock, events.handlerFor(new ExpressOrderPlaced("2", List.of("filter", "filter", "descaler"))));
  }

  @Test
  void dispatchReachesEveryHandler() {
    events.dispatch(new OrderPlaced("1", List.of("kettle", "mug")));
    events.dispatch(new ExpressOrderPlaced("2", List.of("filter", "filter", "descaler")));
    events.dispatch(new OrderShipped("1", "TRK-1"));
    events.dispatch(new PaymentReceived("1", 4_900));

    assertEquals(5, reserveStock.reserved());
    assertEquals(List.of("TRK-1"), trackShipment.trackingNumbers());
    assertEquals(List.of("1: 49.00"), issueReceipt.receipts());
  }

  @Test
  void eventNobodyHandlesGetsTheNoOpHandler() {
    OrderEvent unknown = () -> "3";
    assertTrue(Handlers.isNoOp(events.handlerFor(unknown)));
  }

  @Test
  void factoryCreatesEveryHandler() {
    assertSame(ReserveStock.class, SwitchboardShopEvents.create().handlerFor(new OrderPlaced("1", List.of("kettle"))).getClass());
  }
}
