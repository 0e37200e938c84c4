package dev.switchboard.samples.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.Handlers;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dispatcher the processor generated for this sample, at run time. */
class OrderEventsTest {
  private final ReserveStock reserveStock = new ReserveStock();
  private final CapturePayment capturePayment = new CapturePayment();
  private final NotifyCustomer notifyCustomer = new NotifyCustomer();
  private final OrderEvents events = new SwitchboardOrderEvents(capturePayment, notifyCustomer, reserveStock);

  @Test
  void eachEventGoesToTheHandlerOfItsClass() {
    assertSame(reserveStock, events.handlerFor(new OrderPlaced("A-1", "beans", 1)));
    assertSame(capturePayment, events.handlerFor(new PaymentReceived("A-1", 100)));
    assertSame(notifyCustomer, events.handlerFor(new OrderShipped("A-1", "TRK-1")));
  }

  @Test
  void dispatchRunsTheHandler() {
    events.dispatch(new OrderPlaced("A-1", "beans", 2));
    events.dispatch(new PaymentReceived("A-1", 250));
    events.dispatch(new OrderShipped("A-1", "TRK-1"));

    assertEquals(2, reserveStock.reserved("beans"));
    assertEquals(250, capturePayment.capturedCents());
    assertEquals(List.of("Order A-1 shipped, tracking TRK-1"), notifyCustomer.sent());
  }

  @Test
  void subclassesInheritTheRouteOfTheirNearestHandledSupertype() {
    events.dispatch(new ExpressOrderPlaced("A-2", "grinder", 1));

    assertEquals(1, reserveStock.reserved("grinder"));
  }

  @Test
  void classesTheProcessorNeverSawAreResolvedAtRunTime() {
    OrderPlaced promotional = new OrderPlaced("A-3", "mug", 3) {
      @Override
      public String toString() {
        return "promotional " + super.toString();
      }
    };

    assertSame(reserveStock, events.handlerFor(promotional));
    events.dispatch(promotional);
    assertEquals(3, reserveStock.reserved("mug"));
  }

  @Test
  void eventsNobodyHandlesGoToTheSharedNoOp() {
    assertSame(Handlers.noOp(), events.handlerFor(new OrderCancelled("A-4", "changed my mind")));
    events.dispatch(new OrderCancelled("A-4", "changed my mind"));
  }

  @Test
  void handlerExceptionsReachTheCallerUnwrapped() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> events.dispatch(new OrderPlaced("A-5", "beans", 0)));

    assertEquals("cannot reserve 0 of beans", e.getMessage());
  }

  @Test
  void nullEventsAreRejectedWithAClearMessage() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> events.dispatch(null));

    assertEquals("Switchboard cannot dispatch a null event", e.getMessage());
  }

  @Test
  void typedDispatchRunsTheHandlerChosenAtCompileTimeAndRejectsNullAlike() {
    SwitchboardOrderEvents typed = new SwitchboardOrderEvents(capturePayment, notifyCustomer, reserveStock);

    typed.dispatch(new PaymentReceived("A-7", 99));
    assertEquals(99, capturePayment.capturedCents());
    NullPointerException e = assertThrows(NullPointerException.class, () -> typed.dispatch((PaymentReceived) null));
    assertEquals("Switchboard cannot dispatch a null event", e.getMessage());
  }

  @Test
  void theFactoryCreatesEveryHandler() {
    OrderEvents created = SwitchboardOrderEvents.create();

    assertEquals(ReserveStock.class, created.handlerFor(new OrderPlaced("A-6", "beans", 1)).getClass());
    assertEquals(CapturePayment.class, created.handlerFor(new PaymentReceived("A-6", 1)).getClass());
    assertEquals(NotifyCustomer.class, created.handlerFor(new OrderShipped("A-6", "T")).getClass());
  }

  @Test
  void theConstructorRejectsMissingHandlers() {
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> new SwitchboardOrderEvents(capturePayment, null, reserveStock));

    assertEquals("no handler given for " + OrderShipped.class.getName(), e.getMessage());
  }
}
