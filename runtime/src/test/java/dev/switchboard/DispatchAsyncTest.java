package dev.switchboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.support.FailurePolicy;
import dev.switchboard.support.RouteTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link Dispatcher#dispatchAsync}: completes after the handlers ran, fails with their exception. */
class DispatchAsyncTest {
  private final ExecutorService executor = Executors.newSingleThreadExecutor();
  private final List<String> log = new ArrayList<>();

  @AfterEach
  void shutDown() throws InterruptedException {
    executor.shutdown();
    assertEquals(true, executor.awaitTermination(10, TimeUnit.SECONDS));
  }

  private Dispatcher<Object> broadcast(Handler<Object> first, Handler<Object> second) {
    RouteTable routes = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .route(String.class, first, second)
        .build();
    return new Dispatcher<>() {
      @Override
      public <T> Handler<? super T> handlerFor(T event) {
        return routes.handlerFor(event);
      }
    };
  }

  @Test
  void futureCompletesAfterEveryHandlerRanInTheSynchronousOrder() {
    Dispatcher<Object> dispatcher =
        broadcast(e -> log.add("first " + e), e -> log.add("second " + e));

    dispatcher.dispatchAsync("order-1", executor).join();

    assertEquals(List.of("first order-1", "second order-1"), log);
  }

  @Test
  void futureFailsWithTheHandlersExceptionUnwrapped() {
    IllegalStateException failure = new IllegalStateException("payment provider down");
    Dispatcher<Object> dispatcher = broadcast(e -> log.add("first"), e -> {
      throw failure;
    });
    AtomicReference<Throwable> seen = new AtomicReference<>();

    CompletableFuture<Void> done = dispatcher.dispatchAsync("order-1", executor);
    CompletionException joined = assertThrows(CompletionException.class, done::join);
    done.whenComplete((ignored, thrown) -> seen.set(thrown));

    assertSame(failure, joined.getCause(), "join wraps, as CompletableFuture always does");
    assertSame(failure, seen.get(), "callbacks see the handler's own exception");
    assertEquals(List.of("first"), log);
  }

  @Test
  void nullEventIsRejectedOnTheCallersThread() {
    Dispatcher<Object> dispatcher = broadcast(e -> log.add("never"), e -> log.add("never"));

    assertThrows(NullPointerException.class, () -> dispatcher.dispatchAsync(null, executor));
    assertFalse(log.contains("never"));
  }
}
