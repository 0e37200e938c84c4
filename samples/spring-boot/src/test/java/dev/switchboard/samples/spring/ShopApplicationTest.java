package dev.switchboard.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.spring.HandlerMetricsInterceptor;
import dev.switchboard.testing.Routes;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.support.TransactionTemplate;

/** One application context for every test: Spring builds the dispatcher and publishes into it. */
@SpringBootTest
class ShopApplicationTest {
  @Autowired ApplicationContext context;
  @Autowired ApplicationEventPublisher publisher;
  @Autowired OrderEvents events;
  @Autowired Inventory inventory;
  @Autowired Outbox outbox;

  @Test
  void springBuildsTheGeneratedDispatcherFromTheHandlerBeans() {
    assertInstanceOf(SwitchboardOrderEvents.class, events);
    assertSame(events, context.getBean(SwitchboardOrderEvents.class));
    // Each handler runs within the starter's metrics interceptor, which its route names.
    assertEquals(
        ReserveStock.class.getName() + " within [" + HandlerMetricsInterceptor.class.getName() + "]",
        events.handlerFor(new OrderPlaced("R-1", "grinder", 1)).toString());
    Routes.assertUnhandled(events, new OrderViewed("R-1"));
    Routes.assertRoutesTo(events, new OrderPlaced("R-1", "grinder", 1), context.getBean(ReserveStock.class));
    // The very bean instances, not copies: Spring called the generated constructor with its beans.
    events.dispatch(new OrderPlaced("R-1", "grinder", 1));
    assertEquals(1, inventory.reserved("grinder"));
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

  @Autowired Checkout checkout;
  @Autowired TransactionTemplate transactions;
  @Autowired Reviews reviews;
  @Autowired MeterRegistry meters;

  @Test
  void theReceiptIsSentAfterTheCommitAndNeverForARolledBackPayment() {
    transactions.executeWithoutResult(status -> {
      events.dispatch(new OrderPaid("T-1", 0));
      assertFalse(outbox.sent().contains("Receipt for T-1: 0 cents paid"), "sent before the commit");
    });
    assertTrue(outbox.sent().contains("Receipt for T-1: 0 cents paid"), outbox.sent()::toString);

    checkout.pay("T-2", 1_200);
    assertTrue(outbox.sent().contains("Receipt for T-2: 1200 cents paid"), outbox.sent()::toString);

    assertThrows(IllegalArgumentException.class, () -> checkout.pay("T-3", 0));
    assertTrue(outbox.sent().stream().noneMatch(message -> message.startsWith("Receipt for T-3")),
        outbox.sent()::toString);
  }

  @Test
  void ratingsAreRecordedOnTheApplicationTaskExecutor() throws InterruptedException {
    events.dispatch(new OrderRated("U-1", 4));

    String recorded = reviews.recorded().poll(30, TimeUnit.SECONDS);
    assertNotNull(recorded, "no rating recorded");
    assertTrue(recorded.startsWith("U-1 rated 4 on task-"), recorded);
  }

  @Test
  void everyHandlerIsTimedWithNoDeclaration() {
    events.dispatch(new OrderCancelled("V-1", "too slow"));

    Timer timer = meters.find("switchboard.handler")
        .tag("dispatcher", OrderEvents.class.getCanonicalName())
        .tag("handler", CustomerCare.class.getCanonicalName() + "#on(OrderCancelled)")
        .tag("outcome", "success")
        .timer();
    assertNotNull(timer, () -> "timers: " + meters.find("switchboard.handler").timers());
    assertTrue(timer.count() >= 1, () -> "count " + timer.count());
  }
}
