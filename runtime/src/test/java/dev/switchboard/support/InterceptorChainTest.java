package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@link InterceptorChain}: interceptors run outermost first around the handler, as they choose. */
class InterceptorChainTest {
  interface Orders extends Dispatcher<Object> {}

  static final class Projection {}

  private static final HandlerDescriptor ON_TEXT =
      HandlerDescriptor.ofMethod(Orders.class, Projection.class, "on", CharSequence.class);

  private final List<String> log = Collections.synchronizedList(new ArrayList<>());
  private final Handler<CharSequence> handler = event -> log.add("handled " + event);

  /** Logs around proceeding once. */
  private final class Around implements Interceptor<Object> {
    private final String name;

    Around(String name) {
      this.name = name;
    }

    @Override
    public void intercept(Object event, Invocation<Object> next) {
      log.add(name + " before " + event);
      next.proceed(event);
      log.add(name + " after " + event);
    }
  }

  @Test
  void runsTheInterceptorsOutermostFirstAroundTheHandler() {
    Handler<String> chain =
        InterceptorChain.wrap(ON_TEXT, handler, new Around("outer"), new Around("inner"));

    chain.handle("a");

    assertEquals(
        List.of("outer before a", "inner before a", "handled a", "inner after a", "outer after a"),
        log);
  }

  @Test
  void withoutInterceptorsIsTheTargetItself() {
    assertSame(handler, InterceptorChain.wrap(ON_TEXT, handler));
  }

  @Test
  void eachInterceptorSeesTheHandlerDescribed() {
    List<HandlerDescriptor> seen = new ArrayList<>();
    Interceptor<CharSequence> describe = (event, next) -> {
      seen.add(next.handler());
      next.proceed(event);
    };

    InterceptorChain.wrap(ON_TEXT, handler, describe, describe).handle("a");

    assertEquals(List.of(ON_TEXT, ON_TEXT), seen);
  }

  @Test
  void aGuardThatDoesNotProceedKeepsTheHandlerAndInnerInterceptorsFromRunning() {
    Interceptor<CharSequence> guard = (event, next) -> {
      if (event.length() > 0) {
        next.proceed(event);
      }
    };
    Handler<String> chain = InterceptorChain.wrap(ON_TEXT, handler, guard, new Around("inner"));

    chain.handle("");
    chain.handle("b");

    assertEquals(List.of("inner before b", "handled b", "inner after b"), log);
  }

  @Test
  void aRetryProceedsUntilTheHandlerSucceeds() {
    AtomicInteger calls = new AtomicInteger();
    Handler<String> failsTwice = event -> {
      if (calls.incrementAndGet() < 3) {
        throw new IllegalStateException("attempt " + calls.get());
      }
      log.add("handled " + event);
    };
    Interceptor<Object> retry = (event, next) -> {
      while (true) {
        try {
          next.proceed(event);
          return;
        } catch (IllegalStateException failure) {
          log.add("retrying after " + failure.getMessage());
        }
      }
    };

    InterceptorChain.wrap(ON_TEXT, failsTwice, retry).handle("a");

    assertEquals(List.of("retrying after attempt 1", "retrying after attempt 2", "handled a"), log);
  }

  @Test
  void anInterceptorMayProceedOnAnotherThread() throws InterruptedException {
    AtomicReference<Thread> handlerThread = new AtomicReference<>();
    Handler<String> recordThread = event -> handlerThread.set(Thread.currentThread());
    AtomicReference<Thread> started = new AtomicReference<>();
    Interceptor<String> elsewhere = (event, next) -> {
      Thread thread = new Thread(() -> next.proceed(event), "elsewhere");
      started.set(thread);
      thread.start();
    };

    InterceptorChain.wrap(ON_TEXT, recordThread, elsewhere).handle("a");
    started.get().join(10_000);

    assertSame(started.get(), handlerThread.get());
  }

  @Test
  void theHandlersExceptionReachesTheInterceptorThatMayRethrowWrapOrSwallowIt() {
    IllegalStateException failure = new IllegalStateException("handler failed");
    Handler<String> failing = event -> {
      throw failure;
    };
    Interceptor<Object> rethrow = (event, next) -> {
      try {
        next.proceed(event);
      } catch (IllegalStateException seen) {
        log.add("saw " + seen.getMessage());
        throw seen;
      }
    };
    Interceptor<Object> wrapIt = (event, next) -> {
      try {
        next.proceed(event);
      } catch (RuntimeException seen) {
        throw new UnsupportedOperationException("wrapped", seen);
      }
    };
    Interceptor<Object> swallow = (event, next) -> {
      try {
        next.proceed(event);
      } catch (RuntimeException seen) {
        log.add("swallowed " + seen.getMessage());
      }
    };

    assertSame(
        failure,
        assertThrows(
            IllegalStateException.class,
            () -> InterceptorChain.wrap(ON_TEXT, failing, rethrow).handle("a")));
    assertSame(
        failure,
        assertThrows(
                UnsupportedOperationException.class,
                () -> InterceptorChain.wrap(ON_TEXT, failing, wrapIt, rethrow).handle("a"))
            .getCause());
    InterceptorChain.wrap(ON_TEXT, failing, swallow, wrapIt).handle("a");

    assertEquals(List.of("saw handler failed", "saw handler failed", "swallowed wrapped"), log);
  }

  @Test
  void anInterceptorMayProceedWithAnotherEventOfTheHandlersType() {
    Interceptor<CharSequence> upperCase =
        (event, next) -> next.proceed(event.toString().toUpperCase());

    InterceptorChain.wrap(ON_TEXT, handler, upperCase, new Around("inner")).handle("a");

    assertEquals(List.of("inner before A", "handled A", "inner after A"), log);
  }

  @Test
  void proceedingWithAnEventTheHandlerDoesNotTakeFailsNamingTheHandler() {
    Interceptor<Object> substitute = (event, next) -> next.proceed(42);

    IllegalArgumentException refused = assertThrows(
        IllegalArgumentException.class,
        () -> InterceptorChain.wrap(ON_TEXT, handler, substitute).handle("a"));

    assertTrue(refused.getMessage().contains(ON_TEXT.toString()), refused.getMessage());
    assertTrue(refused.getMessage().contains("java.lang.Integer"), refused.getMessage());
    assertEquals(List.of(), log);
  }

  @Test
  void proceedingWithNullFailsNamingTheHandler() {
    Interceptor<Object> substitute = (event, next) -> next.proceed(null);

    NullPointerException refused = assertThrows(
        NullPointerException.class,
        () -> InterceptorChain.wrap(ON_TEXT, handler, new Around("outer"), substitute)
            .handle("a"));

    assertTrue(refused.getMessage().contains(ON_TEXT.toString()), refused.getMessage());
    assertEquals(List.of("outer before a"), log);
  }

  @Test
  void theTargetOfAChainIsItsHandler() {
    Handler<String> chain =
        InterceptorChain.wrap(ON_TEXT, handler, new Around("outer"), new Around("inner"));

    assertSame(handler, InterceptorChain.targetOf(chain));
    assertSame(handler, InterceptorChain.targetOf(handler));
  }

  @Test
  void aChainNamesItsHandlerAndInterceptors() {
    Handler<String> chain =
        InterceptorChain.wrap(ON_TEXT, handler, new Around("outer"), new Around("inner"));

    String around = Around.class.getName();
    assertEquals(ON_TEXT + " within [" + around + ", " + around + "]", chain.toString());
  }

  @Test
  void refusesANullInterceptor() {
    assertThrows(
        NullPointerException.class,
        () -> InterceptorChain.wrap(ON_TEXT, handler, new Around("a"), null));
  }

  /** Gives each handler an interceptor of its own, which logs the handler it was made for. */
  private final class PerHandler implements Interceptor<Object> {
    final List<HandlerDescriptor> asked = new ArrayList<>();

    @Override
    public void intercept(Object event, Invocation<Object> next) {
      log.add("shared " + event);
      next.proceed(event);
    }

    @Override
    public Interceptor<Object> forHandler(HandlerDescriptor handler) {
      asked.add(handler);
      return (event, next) -> {
        log.add("for " + handler + " " + event);
        next.proceed(event);
      };
    }
  }

  /** A dispatcher's calls of its handlers: logs the number and instance each call names. */
  private final class LoggedCalls implements HandlerCalls {
    @Override
    public void call(int handler, Object receiver, Object event) {
      String on = receiver == InterceptorChainTest.this ? " on the test " : " on another ";
      log.add("call " + handler + on + event);
    }
  }

  @Test
  void aChainAsksEachInterceptorOnceForItsHandlerAndCallsWhatItGives() {
    HandlerDescriptor onNumber =
        HandlerDescriptor.ofMethod(Orders.class, Projection.class, "on", Integer.class);
    PerHandler perHandler = new PerHandler();
    Handler<String> text = InterceptorChain.wrap(ON_TEXT, handler, perHandler);
    Handler<Integer> number =
        InterceptorChain.wrap(onNumber, event -> log.add("number " + event), perHandler);

    text.handle("a");
    number.handle(1);
    text.handle("b");

    assertEquals(List.of(ON_TEXT, onNumber), perHandler.asked);
    assertEquals(
        List.of(
            "for " + ON_TEXT + " a",
            "handled a",
            "for " + onNumber + " 1",
            "number 1",
            "for " + ON_TEXT + " b",
            "handled b"),
        log);
    assertEquals(ON_TEXT + " within [" + PerHandler.class.getName() + "]", text.toString());
  }

  @Test
  void refusesAnInterceptorThatGivesNoneForTheHandler() {
    Interceptor<Object> none = new Interceptor<>() {
      @Override
      public void intercept(Object event, Invocation<Object> next) {}

      @Override
      public Interceptor<Object> forHandler(HandlerDescriptor handler) {
        return null;
      }
    };

    NullPointerException refused = assertThrows(
        NullPointerException.class, () -> InterceptorChain.wrap(ON_TEXT, handler, none));
    assertTrue(refused.getMessage().contains(ON_TEXT.toString()), refused.getMessage());
  }

  @Test
  void withCallsTheLastInterceptorProceedsToTheCallOfTheHandlersNumber() {
    Handler<String> chain = InterceptorChain.wrap(
        ON_TEXT, handler, this, new LoggedCalls(), 7, new Around("outer"), new Around("inner"));

    chain.handle("a");

    assertEquals(
        List.of(
            "outer before a",
            "inner before a",
            "call 7 on the test a",
            "inner after a",
            "outer after a"),
        log);
  }

  @Test
  void withCallsAHandlerInstanceIsItsOwnReceiver() {
    List<Object> receivers = new ArrayList<>();
    HandlerCalls calls = (number, receiver, event) -> receivers.add(receiver);
    Handler<String> chain =
        InterceptorChain.wrap(ON_TEXT, handler, handler, calls, 0, new Around("a"));

    chain.handle("a");

    assertEquals(List.of(handler), receivers);
  }

  @Test
  void withCallsAChainStillShowsItsTarget() {
    Handler<String> chain = InterceptorChain.wrap(
        ON_TEXT, handler, this, new LoggedCalls(), 0, new Around("outer"), new Around("inner"));

    String around = Around.class.getName();
    assertSame(handler, InterceptorChain.targetOf(chain));
    assertEquals(ON_TEXT + " within [" + around + ", " + around + "]", chain.toString());
  }

  @Test
  void withCallsAWrongEventStillFailsNamingTheHandler() {
    Interceptor<Object> substitute = (event, next) -> next.proceed(42);

    IllegalArgumentException refused = assertThrows(
        IllegalArgumentException.class,
        () -> InterceptorChain.wrap(ON_TEXT, handler, this, new LoggedCalls(), 0, substitute)
            .handle("a"));

    assertTrue(refused.getMessage().contains(ON_TEXT.toString()), refused.getMessage());
    assertEquals(List.of(), log);
  }
}
