package dev.switchboard.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.MethodHandler;
import dev.switchboard.support.RouteTable;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/** Recording stand-ins for, and recording wrappers of, a dispatcher interface as users declare one. */
class RecordingDispatcherTest {
  static class Placed {
    private final String order;

    Placed(String order) {
      this.order = order;
    }

    @Override
    public boolean equals(Object other) {
      return other != null
          && other.getClass() == getClass()
          && ((Placed) other).order.equals(order);
    }

    @Override
    public int hashCode() {
      return order.hashCode();
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + "(" + order + ")";
    }
  }

  static final class Express extends Placed {
    Express(String order) {
      super(order);
    }
  }

  static final class Cancelled extends Placed {
    Cancelled(String order) {
      super(order);
    }
  }

  /** What an {@code @EventDispatcher} interface may declare: withDeadLetters, a typed overload, helpers. */
  interface ShopEvents extends Dispatcher<Placed> {
    ShopEvents withDeadLetters(Handler<? super Placed> deadLetters);

    default void dispatch(Express event) {
      dispatch((Placed) event);
    }

    default void placeAll(String... orders) {
      for (String order : orders) {
        dispatch(new Placed(order));
      }
    }
  }

  /** The code under test: it holds the user's interface, not a Dispatcher. */
  static final class Checkout {
    private final ShopEvents events;

    Checkout(ShopEvents events) {
      this.events = events;
    }

    void place(String order) {
      events.dispatch(new Placed(order));
    }
  }

  static final class Reserve extends RecordingHandler<Placed> {}

  static final class Projection {
    final RecordingHandler<Placed> seen = new RecordingHandler<>();

    void on(Placed event) {
      if (event.order.isEmpty()) {
        throw new IllegalStateException("no order");
      }
      seen.handle(event);
    }
  }

  /** A dispatcher the way generated code builds one, over a handler class and a handler method. */
  static final class RealShopEvents implements ShopEvents {
    private final Reserve reserve;
    private final Projection projection;
    private final RouteTable routes;

    RealShopEvents(Reserve reserve, Projection projection, Handler<? super Placed> deadLetters) {
      this.reserve = reserve;
      this.projection = projection;
      Handler<Placed> on = MethodHandler.of(projection, "on", projection::on);
      routes = RouteTable.builder(deadLetters)
          .handle(Express.class, reserve)
          .handle(Placed.class, on)
          .route(Cancelled.class, deadLetters)
          .build();
    }

    @Override
    public <T extends Placed> Handler<? super T> handlerFor(T event) {
      return routes.handlerFor(event);
    }

    @Override
    public ShopEvents withDeadLetters(Handler<? super Placed> deadLetters) {
      return new RealShopEvents(reserve, projection, deadLetters);
    }
  }

  private final Reserve reserve = new Reserve();
  private final Projection projection = new Projection();
  private final RecordingHandler<Placed> deadLetters = new RecordingHandler<>();

  @Test
  void aStandInRecordsWhatTheCodeUnderTestDispatchesThroughTheUsersInterface() {
    ShopEvents events = RecordingDispatcher.of(ShopEvents.class);

    new Checkout(events).place("A-1");
    events.dispatch(new Express("A-2"));
    events.placeAll("A-3", "A-4");
    Handler<? super Placed> handler = events.handlerFor(new Placed("A-5"));
    handler.handle(new Placed("A-5"));

    DispatchLog log = RecordingDispatcher.logOf(events);
    log.assertDispatched(
        new Placed("A-1"),
        new Express("A-2"),
        new Placed("A-3"),
        new Placed("A-4"),
        new Placed("A-5"));
    assertEquals(List.of(new Express("A-2")), log.events(Express.class));
    assertEquals(
        "Placed(A-1) -> no handler (RecordingDispatcher.of(" + ShopEvents.class.getName() + "))",
        log.dispatches().get(0).toString());
    log.clear();
    log.assertNothingDispatched();
  }

  @Test
  void aStandInRecordsAsynchronousDispatchAtTheCallWithoutUsingTheExecutor() {
    ShopEvents events = RecordingDispatcher.of(ShopEvents.class);
    Executor refuses = task -> {
      throw new AssertionError("a stand-in runs nothing");
    };

    CompletableFuture<Void> done = events.dispatchAsync(new Placed("A-1"), refuses);

    assertTrue(done.isDone());
    assertEquals(new Placed("A-1"), RecordingDispatcher.logOf(events).single(Placed.class));
    assertThrows(NullPointerException.class, () -> events.dispatchAsync(new Placed("A-2"), null));
    assertThrows(NullPointerException.class, () -> events.dispatch((Placed) null));
  }

  @Test
  void aStandInsDeadLetterCopyIsItselfAndItBehavesAsAnObject() {
    ShopEvents events = RecordingDispatcher.of(ShopEvents.class);
    ShopEvents other = RecordingDispatcher.of(ShopEvents.class);

    assertSame(events, events.withDeadLetters(deadLetters));
    assertEquals(events, events);
    assertNotEquals(events, other);
    assertEquals(System.identityHashCode(events), events.hashCode());
    assertEquals("RecordingDispatcher.of(" + ShopEvents.class.getName() + ")", events.toString());
  }

  interface Reporting extends Dispatcher<Placed> {
    int count();
  }

  abstract static class AbstractEvents implements Dispatcher<Placed> {}

  @Test
  void aStandInIsRefusedForWhatItCannotImplement() {
    IllegalArgumentException abstractMethod =
        assertThrows(IllegalArgumentException.class, () -> RecordingDispatcher.of(Reporting.class));
    assertEquals(
        "RecordingDispatcher.of cannot stand in for " + Reporting.class.getName()
            + ": it cannot know what"
            + " its abstract method count should do (it stands in for handlerFor, dispatch, dispatchAsync,"
            + " withDeadLetters and default methods). Record a real dispatcher with"
            + " RecordingDispatcher.recording(Reporting.class, dispatcher)",
        abstractMethod.getMessage());

    IllegalArgumentException aClass = assertThrows(
        IllegalArgumentException.class, () -> RecordingDispatcher.of(AbstractEvents.class));
    assertTrue(
        aClass.getMessage().startsWith(AbstractEvents.class.getName() + " is a class;"),
        aClass.getMessage());

    RealShopEvents real = new RealShopEvents(reserve, projection, deadLetters);
    IllegalArgumentException notRecording =
        assertThrows(IllegalArgumentException.class, () -> RecordingDispatcher.logOf(real));
    assertTrue(
        notRecording
            .getMessage()
            .endsWith(" is not a recording dispatcher: create it with"
                + " RecordingDispatcher.of, or RecordingDispatcher.recording"),
        notRecording.getMessage());
  }

  @Test
  void recordingTheUsersInterfaceSaysWhichHandlerTookEachEventAndStillRunsIt() {
    ShopEvents events = RecordingDispatcher.recording(
        ShopEvents.class, new RealShopEvents(reserve, projection, deadLetters));

    new Checkout(events).place("A-1");
    events.dispatch(new Express("A-2"));
    events.dispatchAsync(new Placed("A-3"), Runnable::run).join();

    DispatchLog log = RecordingDispatcher.logOf(events);
    List<Dispatch> dispatches = log.dispatches();
    assertEquals(3, dispatches.size());
    assertSame(projection, MethodHandler.instanceOf(dispatches.get(0).handler()));
    assertEquals(Projection.class.getName() + "#on", dispatches.get(0).handler().toString());
    assertSame(reserve, dispatches.get(1).handler());
    assertEquals(List.of(new Placed("A-1"), new Placed("A-3")), projection.seen.events());
    assertEquals(new Express("A-2"), reserve.single());
    // Looking a handler up is not a dispatch, and the real handler comes back.
    assertSame(reserve, events.handlerFor(new Express("A-4")));
    assertEquals(3, log.dispatches().size());
  }

  @Test
  void recordingTheUsersInterfaceRethrowsTheHandlersExceptionAsTheRealDispatcherDoes() {
    ShopEvents events = RecordingDispatcher.recording(
        ShopEvents.class, new RealShopEvents(reserve, projection, deadLetters));

    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> events.dispatch(new Placed("")));

    assertEquals("no order", thrown.getMessage());
    RecordingDispatcher.logOf(events).assertDispatched(new Placed(""));
  }

  @Test
  void aDeadLetterCopyOfARecordedDispatcherRecordsIntoTheSameLog() {
    RecordingHandler<Placed> otherDeadLetters = new RecordingHandler<>();
    ShopEvents events = RecordingDispatcher.recording(
        ShopEvents.class, new RealShopEvents(reserve, projection, deadLetters));

    ShopEvents copy = events.withDeadLetters(otherDeadLetters);
    copy.dispatch(new Cancelled("A-1"));

    assertEquals(List.of(new Cancelled("A-1")), otherDeadLetters.events());
    assertSame(
        otherDeadLetters, RecordingDispatcher.logOf(events).dispatches().get(0).handler());
    assertSame(RecordingDispatcher.logOf(events), RecordingDispatcher.logOf(copy));
  }

  @Test
  void theLogsAssertionsNameWhatWasDispatched() {
    ShopEvents events = RecordingDispatcher.of(ShopEvents.class);
    DispatchLog log = RecordingDispatcher.logOf(events);

    AssertionError none = assertThrows(AssertionError.class, () -> log.single(Placed.class));
    assertEquals(
        "expected exactly one event, of class " + Placed.class.getName()
            + ", to be dispatched, but none was",
        none.getMessage());
    events.placeAll("A-1", "A-2");
    AssertionError other =
        assertThrows(AssertionError.class, () -> log.assertDispatched(new Placed("A-1")));
    assertEquals(
        "expected the events [Placed(A-1)] to be dispatched, but the events dispatched were"
            + " [Placed(A-1), Placed(A-2)]",
        other.getMessage());
    AssertionError some = assertThrows(AssertionError.class, log::assertNothingDispatched);
    assertEquals(
        "expected no event to be dispatched, but the events dispatched were [Placed(A-1), Placed(A-2)]",
        some.getMessage());
  }

  @Test
  void theWrappingRecorderSharesTheLogAssertions() {
    RecordingDispatcher<Placed> events =
        RecordingDispatcher.recording(new RealShopEvents(reserve, projection, deadLetters));

    events.dispatch(new Express("A-1"));

    assertSame(events.log(), RecordingDispatcher.logOf(events));
    events.log().assertDispatched(new Express("A-1"));
    assertSame(reserve, Objects.requireNonNull(events.dispatches().get(0)).handler());
  }

  @Test
  void assertRoutesToComparesTheInstanceWhoseHandlerMethodTakesTheEvent() {
    ShopEvents events = new RealShopEvents(reserve, projection, deadLetters);

    Routes.assertRoutesTo(events, new Placed("A-1"), projection);
    Routes.assertRoutesTo(events, new Placed("A-1"), projection, "on");
    Routes.assertRoutesTo(events, new Express("A-2"), reserve);

    AssertionError otherInstance = assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutesTo(events, new Placed("A-1"), new Projection()));
    assertTrue(
        otherInstance
            .getMessage()
            .endsWith(", but it is routed to " + Projection.class.getName() + "#on"),
        otherInstance.getMessage());
    AssertionError otherMethod = assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutesTo(events, new Placed("A-1"), projection, "off"));
    assertEquals(
        "expected an event of class " + Placed.class.getName() + " to be routed to " + projection
            + "#off, but it is routed to " + Projection.class.getName() + "#on",
        otherMethod.getMessage());
    assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutesTo(events, new Express("A-2"), reserve, "handle"));
  }
}
