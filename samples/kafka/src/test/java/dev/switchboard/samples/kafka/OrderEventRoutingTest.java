package dev.switchboard.samples.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.testing.Routes;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;

/** Without a broker: each JSON type id becomes its record, and each record reaches its method. */
class OrderEventRoutingTest {
  private static final List<OrderEvent> EVERY_TYPE = List.of(
      new OrderPlaced("A-1", "kettle", 2),
      new PaymentReceived("A-1", 2_590),
      new OrderShipped("A-1", "TRK-1"),
      new OrderCancelled("A-1", "changed my mind"),
      new DeliveryDelayed("A-1", 3),
      new PaymentFailed("A-1", "card declined"),
      new OrderViewed("A-1"));

  @Test
  void everyEventTravelsAsJsonWithItsTypeId() {
    for (OrderEvent event : EVERY_TYPE) {
      String json = new String(OrderEventJson.write(event), StandardCharsets.UTF_8);
      assertTrue(json.startsWith("{\"type\":\"" + event.getClass().getSimpleName() + "\""), json);
      assertEquals(event, OrderEventJson.read(json.getBytes(StandardCharsets.UTF_8)));
    }
  }

  @Test
  void anUnknownTypeIdCannotBeRead() {
    byte[] json = "{\"type\":\"GiftWrapped\",\"orderId\":\"A-1\"}".getBytes(StandardCharsets.UTF_8);
    assertThrows(JacksonException.class, () -> OrderEventJson.read(json));
  }

  @Test
  void eachEventReachesItsHandlerMethod() {
    OrderEvents events =
        new SwitchboardOrderEvents(new CustomerNotifications((id, text) -> { }), new OrderProjection());
    for (OrderEvent event : EVERY_TYPE.subList(0, 4)) {
      Routes.assertRoutes(events, event, OrderProjection.class, "on");
    }
    Routes.assertRoutes(events, EVERY_TYPE.get(4), CustomerNotifications.class, "on");
    Routes.assertRoutes(events, EVERY_TYPE.get(5), CustomerNotifications.class, "on");
    Routes.assertUnhandled(events, new OrderViewed("A-1"));
  }

  @Test
  void theServicesDispatcherHandsUnhandledEventsToTheConsumerAsUnhandledEvent() {
    OrderEvents events = OrderService.routing(new CustomerNotifications((id, text) -> { }), new OrderProjection());
    assertThrows(UnhandledEvent.class, () -> events.dispatch(new OrderViewed("A-1")));
  }
}
