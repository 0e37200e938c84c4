package dev.switchboard.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.support.FailurePolicy;
import dev.switchboard.support.InterceptorChain;
import dev.switchboard.support.RouteTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** {@link RecordingInterceptor} around every route of a dispatcher built as generated ones are. */
class RecordingInterceptorTest {
  interface Shop extends Dispatcher<Object> {}

  static final class ReserveStock implements Handler<String> {
    final List<String> reserved = new ArrayList<>();

    @Override
    public synchronized void handle(String event) {
      reserved.add(event);
    }
  }

  static final class Projection {
    final List<Object> seen = new ArrayList<>();

    synchronized void on(CharSequence event) {
      seen.add(event);
    }
  }

  private static final HandlerDescriptor RESERVE_STOCK =
      HandlerDescriptor.ofClass(Shop.class, ReserveStock.class, String.class);
  private static final HandlerDescriptor PROJECTION_ON =
      HandlerDescriptor.ofMethod(Shop.class, Projection.class, "on", CharSequence.class);

  private final RecordingInterceptor recording = new RecordingInterceptor();
  private final ReserveStock reserveStock = new ReserveStock();
  private final Projection projection = new Projection();

  /** A broadcast dispatcher: strings go to ReserveStock then Projection.on, other text to Projection.on. */
  private final Dispatcher<Object> shop = dispatcher();

  private Dispatcher<Object> dispatcher() {
    Handler<String> reserve = InterceptorChain.wrap(RESERVE_STOCK, reserveStock, recording);
    Handler<CharSequence> on = InterceptorChain.wrap(PROJECTION_ON, projection::on, recording);
    RouteTable routes = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .route(String.class, reserve, on)
        .route(StringBuilder.class, on)
        .build();
    return new Dispatcher<>() {
      @Override
      public <T> Handler<? super T> handlerFor(T event) {
        return routes.handlerFor(event);
      }
    };
  }

  @Test
  void recordsEachHandlerCallThenProceeds() {
    shop.dispatch("a");

    assertEquals(
        List.of(new InterceptedCall(RESERVE_STOCK, "a"), new InterceptedCall(PROJECTION_ON, "a")),
        recording.calls());
    assertEquals(List.of("a"), reserveStock.reserved);
    assertEquals(List.of("a"), projection.seen);
  }

  @Test
  void tellsWhichHandlersRanForEachEvent() {
    StringBuilder text = new StringBuilder("b");
    shop.dispatch("a");
    shop.dispatch(text);

    assertEquals(List.of(RESERVE_STOCK, PROJECTION_ON), recording.handlersOf("a"));
    assertEquals(List.of(PROJECTION_ON), recording.handlersOf(text));
    assertEquals(List.of(RESERVE_STOCK, PROJECTION_ON, PROJECTION_ON), recording.handlers());
    recording.assertHandledBy(
        "a",
        RESERVE_STOCK.toString(),
        "dev.switchboard.testing.RecordingInterceptorTest.Projection#on(CharSequence)");
  }

  @Test
  void assertionsNameWhatWasHandled() {
    shop.dispatch("a");

    AssertionError wrongHandlers = assertThrows(
        AssertionError.class, () -> recording.assertHandledBy("a", RESERVE_STOCK.toString()));
    assertTrue(
        wrongHandlers.getMessage().contains(PROJECTION_ON.toString()), wrongHandlers.getMessage());
    AssertionError notOne = assertThrows(AssertionError.class, recording::single);
    assertTrue(notOne.getMessage().contains("a -> " + RESERVE_STOCK), notOne.getMessage());
    assertThrows(AssertionError.class, recording::assertNothingHandled);
    assertThrows(
        AssertionError.class, () -> recording.assertHandledBy("b", RESERVE_STOCK.toString()));
  }

  @Test
  void singleAndClear() {
    shop.dispatch(new StringBuilder("b"));

    assertEquals(PROJECTION_ON, recording.single().handler());
    recording.clear();
    recording.assertNothingHandled();
  }

  @Test
  void recordsCallsFromSeveralThreads() throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> dispatches = new ArrayList<>();
      for (int i = 0; i < 400; i++) {
        String event = "e" + i;
        dispatches.add(threads.submit(() -> shop.dispatch(event)));
      }
      for (Future<?> dispatch : dispatches) {
        dispatch.get();
      }
    } finally {
      threads.shutdown();
    }

    assertEquals(800, recording.calls().size());
    assertEquals(List.of(RESERVE_STOCK, PROJECTION_ON), recording.handlersOf("e399"));
  }
}
