package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cases of generated {@code dispatch} switches: {@link RouteTable#caseOf} for compile-time,
 * learned and unhandled classes, {@link RouteTable#dispatchUncased}, and the shared failure policy.
 */
class DispatchCaseTest {
  interface Event {}

  static class Placed implements Event {}

  static final class Express extends Placed {}

  static final class Cancelled implements Event {}

  static final class Unrelated {}

  private final List<String> log = new ArrayList<>();

  private final Handler<Object> reserve = recorder("reserve");
  private final Handler<Object> audit = recorder("audit");

  private Handler<Object> recorder(String name) {
    return event -> log.add(name);
  }

  @Test
  void exclusiveCasesAreTheHandlersPositionsForDeclaredPrecomputedAndLearnedClasses() {
    RouteTable table = RouteTable.builder(reserve, audit)
        .handle(Placed.class, reserve)
        .route(Express.class, reserve)
        .handle(Event.class, audit)
        .build();

    assertEquals(0, table.caseOf(new Placed()));
    assertEquals(0, table.caseOf(new Express()));
    assertEquals(
        0, table.caseOf(new Placed() {}), "learned: the case of its nearest handled supertype");
    assertEquals(1, table.caseOf(new Cancelled()), "learned through an interface");
    assertEquals(RouteTable.UNHANDLED, table.caseOf(new Unrelated()));
  }

  @Test
  void caseOfAndHandlerForAnswerTheSameBeforeAndAfterAnUnhandledClassIsLearned() {
    RouteTable table = RouteTable.builder(reserve, audit)
        .handle(Placed.class, reserve)
        .handle(Cancelled.class, audit)
        .build();
    Placed anonymous = new Placed() {};

    for (int round = 0; round < 2; round++) {
      assertEquals(RouteTable.UNHANDLED, table.caseOf(new Unrelated()), "round " + round);
      assertSame(Handlers.noOp(), table.handlerFor(new Unrelated()), "round " + round);
      assertEquals(RouteTable.UNHANDLED, table.caseOf("text"), "round " + round);
      assertEquals(0, table.caseOf(new Placed()), "round " + round);
      assertEquals(0, table.caseOf(anonymous), "learned, round " + round);
      assertEquals(1, table.caseOf(new Cancelled()), "round " + round);
      assertEquals(0, table.caseOf(new Express()), "learned, round " + round);
      assertSame(reserve, table.handlerFor(new Express()), "learned, round " + round);
    }
    Handler<Object> deadLetters = recorder("dead letter");
    RouteTable withDeadLetters = table.withUnhandled(deadLetters);
    assertEquals(0, withDeadLetters.caseOf(new Placed()));
    assertEquals(RouteTable.UNHANDLED, withDeadLetters.caseOf(new Unrelated()));
    assertSame(deadLetters, withDeadLetters.handlerFor(new Unrelated()), "learned by the copy");
    assertSame(Handlers.noOp(), table.handlerFor(new Unrelated()), "not by the original");
  }

  @Test
  void handlersNotGivenToTheBuilderHaveNoCase() {
    RouteTable table = RouteTable.builder().handle(Placed.class, reserve).build();

    assertEquals(RouteTable.NO_CASE, table.caseOf(new Placed()));
    table.dispatchUncased(RouteTable.NO_CASE, new Placed());
    assertEquals(List.of("reserve"), log);
  }

  @Test
  void uncasedUnhandledEventsGoToTheDeadLetterHandler() {
    RouteTable table = RouteTable.builder(reserve).handle(Placed.class, reserve).build();
    RouteTable withDeadLetters = table.withUnhandled(recorder("dead letter"));

    table.dispatchUncased(table.caseOf(new Unrelated()), new Unrelated());
    assertEquals(List.of(), log, "no-op by default");
    withDeadLetters.dispatchUncased(withDeadLetters.caseOf(new Unrelated()), new Unrelated());
    assertEquals(List.of("dead letter"), log);
  }

  @Test
  void caseOfRejectsNullWithTheDispatchersMessage() {
    RouteTable table = RouteTable.builder().build();

    NullPointerException e = assertThrows(NullPointerException.class, () -> table.caseOf(null));
    assertEquals("Switchboard cannot dispatch a null event", e.getMessage());
  }

  @Test
  void learnedBroadcastClassTakesTheCaseOfACompileTimeRouteWithTheSameHandlers() {
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Event.class, 0, audit)
        .declare(Placed.class, 0, reserve)
        .route(Placed.class, 0, reserve, audit)
        .route(Express.class, 0, reserve, audit)
        .route(Cancelled.class, 1, audit)
        .build();

    assertEquals(0, table.caseOf(new Placed() {}), "reserve then audit, as for Placed");
    assertEquals(1, table.caseOf(new Event() {}), "audit alone, as for Cancelled");
    assertSame(
        table.handlerFor(new Placed()),
        table.handlerFor(new Express()),
        "one handler per sequence");
  }

  @Test
  void learnedBroadcastCombinationWithoutACaseRunsThroughItsHandler() {
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Event.class, 0, audit)
        .declare(Placed.class, 0, reserve)
        .route(Cancelled.class, 0, audit)
        .build();
    Placed learned = new Placed() {};

    assertEquals(RouteTable.NO_CASE, table.caseOf(learned));
    table.dispatchUncased(RouteTable.NO_CASE, learned);
    assertEquals(List.of("reserve", "audit"), log);
  }

  @Test
  void oneSequenceCannotHaveTwoCases() {
    RouteTable.BroadcastBuilder builder = RouteTable.broadcastBuilder(
            FailurePolicy.STOP_AT_FIRST, true)
        .route(Placed.class, 0, audit);

    assertThrows(IllegalArgumentException.class, () -> builder.route(Express.class, 1, audit));
  }

  @Test
  void broadcastFailuresKeepTheFirstAndSuppressTheLaterOnes() {
    IllegalStateException first = new IllegalStateException("first");
    IOException second = new IOException("second");

    Throwable kept = BroadcastFailures.add(BroadcastFailures.add(null, first), second);
    assertSame(first, kept);
    assertArrayEquals(new Throwable[] {second}, first.getSuppressed());
    assertSame(
        first,
        BroadcastFailures.add(first, first),
        "the same failure twice is not suppressed in itself");
    BroadcastFailures.rethrowIfAny(null);
    assertSame(
        first,
        assertThrows(IllegalStateException.class, () -> BroadcastFailures.rethrowIfAny(first)));
    assertSame(
        second,
        assertThrows(IOException.class, () -> BroadcastFailures.rethrowIfAny(second)),
        "checked exceptions are rethrown unwrapped");
  }
}
