package dev.switchboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.support.InterceptorChain;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link ExecutorInterceptor}: the handler runs on the executor, its failures stay there. */
class ExecutorInterceptorTest {
  interface Orders extends Dispatcher<Object> {}

  static final class ReserveStock {}

  private static final HandlerDescriptor RESERVE_STOCK =
      HandlerDescriptor.ofClass(Orders.class, ReserveStock.class, String.class);

  // The pool terminates before the dying thread calls its uncaught exception handler, so the test
  // waits for the handler itself.
  private final CompletableFuture<Throwable> uncaught = new CompletableFuture<>();
  private final ExecutorService slow = Executors.newSingleThreadExecutor(task -> {
    Thread thread = new Thread(task, "slow-lane");
    thread.setUncaughtExceptionHandler((failed, failure) -> uncaught.complete(failure));
    return thread;
  });

  /** How users give a handler its own executor: a subclass choosing it. */
  static final class SlowLane extends ExecutorInterceptor {
    SlowLane(ExecutorService executor) {
      super(executor);
    }
  }

  @AfterEach
  void shutDown() throws InterruptedException {
    slow.shutdown();
    assertTrue(slow.awaitTermination(10, TimeUnit.SECONDS));
  }

  @Test
  void runsTheHandlerOnTheExecutorsThread() throws Exception {
    CompletableFuture<String> ranOn = new CompletableFuture<>();
    Handler<String> handler =
        event -> ranOn.complete(event + " on " + Thread.currentThread().getName());

    InterceptorChain.wrap(RESERVE_STOCK, handler, new SlowLane(slow)).handle("a");

    assertEquals("a on slow-lane", ranOn.get(10, TimeUnit.SECONDS));
  }

  @Test
  void theDispatcherReturnsBeforeTheHandlerRuns() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<String> handled = new CompletableFuture<>();
    Handler<String> handler = event -> {
      try {
        release.await();
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
      }
      handled.complete(event);
    };

    InterceptorChain.wrap(RESERVE_STOCK, handler, new SlowLane(slow)).handle("a");

    assertFalse(handled.isDone());
    release.countDown();
    assertEquals("a", handled.get(10, TimeUnit.SECONDS));
  }

  @Test
  void theHandlersExceptionIsThrownOnTheExecutorsThreadNotTheDispatchers() throws Exception {
    IllegalStateException failure = new IllegalStateException("out of stock");
    Handler<String> handler = event -> {
      throw failure;
    };

    InterceptorChain.wrap(RESERVE_STOCK, handler, new SlowLane(slow)).handle("a");

    assertSame(failure, uncaught.get(10, TimeUnit.SECONDS));
  }

  @Test
  void interceptorsInsideItRunOnTheExecutorToo() throws Exception {
    CompletableFuture<Thread> inner = new CompletableFuture<>();
    Interceptor<Object> recordThread = (event, next) -> {
      inner.complete(Thread.currentThread());
      next.proceed(event);
    };

    InterceptorChain.wrap(RESERVE_STOCK, event -> {}, new SlowLane(slow), recordThread)
        .handle("a");

    assertNotSame(Thread.currentThread(), inner.get(10, TimeUnit.SECONDS));
    assertEquals("slow-lane", inner.get().getName());
  }

  @Test
  void theExecutorsRefusalReachesTheDispatcher() {
    slow.shutdown();

    assertThrows(
        RejectedExecutionException.class,
        () -> InterceptorChain.wrap(RESERVE_STOCK, event -> {}, new SlowLane(slow))
            .handle("a"));
  }
}
