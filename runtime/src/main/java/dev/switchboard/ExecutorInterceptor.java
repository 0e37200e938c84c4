package dev.switchboard;

import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Runs the rest of the chain, and the handler, on an {@link Executor}: the dispatcher's thread only
 * hands the event over and returns. Subclass it with an injectable constructor to give handlers an
 * executor of their own:
 *
 * <pre>{@code
 * public final class SlowLane extends ExecutorInterceptor {
 *   @Inject SlowLane(@Named("slow") Executor executor) { super(executor); }
 * }
 * }</pre>
 *
 * <p>The handler's exceptions, and those of the interceptors inside this one, are then thrown on the
 * executor's thread, not the dispatcher's: {@code dispatch} does not see them, and what becomes of
 * them is the executor's choice (a thread pool's threads pass them to their uncaught exception
 * handler). Put an interceptor that handles failures inside this one to deal with them. Only the
 * executor's refusal ({@link java.util.concurrent.RejectedExecutionException}) reaches the
 * dispatcher.
 */
public class ExecutorInterceptor implements Interceptor<Object> {
  private final Executor executor;

  /** Runs the rest of the chain on {@code executor}. */
  public ExecutorInterceptor(Executor executor) {
    this.executor = Objects.requireNonNull(executor, "executor");
  }

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    executor.execute(new Proceed(event, next));
  }

  /** The executor the rest of the chain runs on. */
  protected final Executor executor() {
    return executor;
  }

  /** The task given to the executor: a named class, so a thread dump or a queue says what it runs. */
  private static final class Proceed implements Runnable {
    private final Object event;
    private final Invocation<Object> next;

    Proceed(Object event, Invocation<Object> next) {
      this.event = event;
      this.next = next;
    }

    @Override
    public void run() {
      next.proceed(event);
    }

    @Override
    public String toString() {
      return next.handler() + " with " + event;
    }
  }
}
