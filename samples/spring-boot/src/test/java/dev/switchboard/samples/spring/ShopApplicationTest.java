package dev.switchboard.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.testing.Routes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;

/** One application context for every test: Spring builds the dispatcher and publishes into it. */
@SpringBootTest
class ShopApplicationTest {
  @Autowired ApplicationContext context;
  @Autowired ApplicationEventPublisher publisher;
  @Autowired OrderEvents events;
  @Autowired ReserveStock reserveStock;
  @Autowired NotifyCustomer notifyCustomer;
  @Autowired Inventory inventory;
  @Autowired Outbox outbox;

  @Test
  void springBuildsTheGeneratedDispatcherFromTheHandlerBeans() {
    assertInstanceOf(SwitchboardOrderEvents.class, events);
    assertSame(events, context.getBean(SwitchboardOrderEvents.class));
    // The very bean instances, not copies: Spring called the generated constructor with its beans.
    Routes.assertRoutesTo(events, new OrderPlaced("R-1", "grinder", 1), reserveStock);
    Routes.assertRoutesTo(events, new OrderShipped("R-1", "TRK-1"), notifyCustomer);
    Routes.assertUnhandled(events, new OrderViewed("R-1"));
  }

  @Test
  void theHandlerMethodsOfAServiceRunForTheirEvents() {
    publisher.publishEvent(new OrderCancelled("M-1", "changed my mind"));
    events.dispatch(new OrderDelayed("M-2", 3));

    assertTrue(outbox.sent().contains("Order M-1 cancelled: changed my mind"), outbox.sent()::toString);
    assertTrue(outbox.sent().contains("Order M-2 delayed by 3 days"), outbox.sent()::toString);
  }

  @Test
  void publishedEventsReachTheirHandlersThroughTheBridge() {
    publisher.publishEvent(new OrderPlaced("P-1", "kettle", 2));
    publisher.publishEvent(new OrderPlaced("P-2", "kettle", 3));
    publisher.publishEvent(new OrderShipped("P-1", "TRK-48213"));

    assertEquals(5, inventory.reserved("kettle"));
    assertTrue(outbox.sent().contains("Order P-1 shipped: TRK-48213"), outbox.sent()::toString);
  }

  @Test
  void unhandledAndForeignEventsAreLeftAlone() {
    int messagesBefore = outbox.sent().size();

    publisher.publishEvent(new OrderViewed("C-1")); // routed to Handlers.noOp()
    publisher.publishEvent("not an OrderEvent: the bridge never sees it");

    assertEquals(messagesBefore, outbox.sent().size());
  }
}
