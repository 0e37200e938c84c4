package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Broadcast routes: the order handlers run in, classes learned at run time, failures, dead letters. */
class BroadcastRouteTableTest {
  interface Event {}

  interface Shipment extends Event {}

  static class Placed implements Event {}

  static class Express extends Placed implements Shipment {}

  private final List<String> log = new ArrayList<>();

  private Handler<Object> recorder(String name) {
    return new Handler<>() {
      @Override
      public void handle(Object event) {
        log.add(name);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  private Handler<Object> failing(String name, RuntimeException failure) {
    return event -> {
      log.add(name);
      throw failure;
    };
  }

  @Test
  void unseenClassRunsEveryHandlerOfItsSupertypesByPriorityThenSpecificityThenDeclaration() {
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Event.class, 0, recorder("audit"))
        .declare(Placed.class, 0, recorder("reserve"))
        .declare(Shipment.class, 0, recorder("ship"))
        .declare(Event.class, 5, recorder("metrics"))
        .declare(Express.class, 0, recorder("express"))
        .build();

    Express event = new Express() {};
    table.handlerFor(event).handle(event);

    // metrics has the highest priority; then Express (extends 3 declared types), then Placed and
    // Shipment (1 each: Event), in declaration order, then Event (0).
    assertEquals(List.of("metrics", "express", "reserve", "ship", "audit"), log);
  }

  @Test
  void handlerDeclaringSeveralMatchingTypesRunsOnceForTheMostSpecific() {
    Handler<Object> both = recorder("both");
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Event.class, 0, both)
        .declare(Placed.class, 0, recorder("reserve"))
        .declare(Express.class, 0, both)
        .build();

    Placed express = new Express();
    table.handlerFor(express).handle(express);

    assertEquals(List.of("both", "reserve"), log);
  }

  @Test
  void withoutSupertypesOnlyTheHandlersOfTheNearestHandledTypeRun() {
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, false)
        .declare(Event.class, 9, recorder("audit"))
        .declare(Placed.class, 0, recorder("reserve"))
        .declare(Placed.class, 1, recorder("bill"))
        .build();

    Express event = new Express();
    table.handlerFor(event).handle(event);

    assertEquals(List.of("bill", "reserve"), log);
  }

  @Test
  void precomputedRoutesRunInTheGivenOrder() {
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Placed.class, 0, recorder("declaredOnly"))
        .route(Placed.class, recorder("second"), recorder("first"))
        .build();

    Placed event = new Placed();
    table.handlerFor(event).handle(event);

    assertEquals(List.of("second", "first"), log);
    assertEquals("Broadcast[second, first]", table.routeOf(Placed.class).toString());
  }

  @Test
  void stopAtFirstRethrowsTheFailureUnwrappedAndSkipsTheRest() {
    IllegalStateException failure = new IllegalStateException("stock service down");
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .route(Placed.class, recorder("a"), failing("b", failure), recorder("c"))
        .build();

    Placed event = new Placed();
    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> table.handlerFor(event).handle(event));

    assertSame(failure, thrown);
    assertEquals(List.of("a", "b"), log);
  }

  @Test
  void runAllThenThrowRunsEveryHandlerAndThrowsTheFirstFailureWithTheOthersSuppressed() {
    IllegalStateException first = new IllegalStateException("first");
    IllegalArgumentException second = new IllegalArgumentException("second");
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.RUN_ALL_THEN_THROW, true)
        .route(
            Placed.class, failing("a", first), recorder("b"), failing("c", second), recorder("d"))
        .build();

    Placed event = new Placed();
    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> table.handlerFor(event).handle(event));

    assertSame(first, thrown);
    assertEquals(List.of(second), List.of(thrown.getSuppressed()));
    assertEquals(List.of("a", "b", "c", "d"), log);
  }

  @Test
  void runAllThenThrowRethrowsCheckedExceptionsThrownSneakily() {
    IOException checked = new IOException("disk full");
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.RUN_ALL_THEN_THROW, true)
        .route(Placed.class, event -> sneakyThrow(checked), recorder("b"))
        .build();

    Placed event = new Placed();
    Throwable thrown =
        assertThrows(Throwable.class, () -> table.handlerFor(event).handle(event));

    assertSame(checked, thrown);
    assertEquals(List.of("b"), log);
  }

  @Test
  void oneHandlerRoutesAreTheHandlerItselfAndUnhandledClassesGetTheSharedNoOp() {
    Handler<Object> only = recorder("only");
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Placed.class, 0, only)
        .build();

    assertSame(only, table.handlerFor(new Express()));
    assertSame(Handlers.noOp(), table.handlerFor("not an event"));
  }

  @Test
  void deadLettersReceiveWhatNoHandlerTakesInACopyThatRelearns() {
    Handler<Object> placed = recorder("placed");
    Handler<Object> deadLetters = recorder("dead");
    RouteTable table = RouteTable.builder().handle(Placed.class, placed).build();
    assertSame(Handlers.noOp(), table.handlerFor(new Event() {}));

    RouteTable withDeadLetters = table.withUnhandled(deadLetters);

    assertSame(deadLetters, withDeadLetters.handlerFor(new Event() {}));
    assertSame(placed, withDeadLetters.handlerFor(new Express()));
    assertSame(
        Handlers.noOp(), table.handlerFor(new Event() {}), "the original keeps dropping them");
  }

  @SuppressWarnings("unchecked")
  private static <X extends Throwable> void sneakyThrow(Throwable failure) throws X {
    throw (X) failure;
  }
}
