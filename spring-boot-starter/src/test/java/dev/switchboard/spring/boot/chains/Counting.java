package dev.switchboard.spring.boot.chains;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.concurrent.atomic.AtomicInteger;

/** An interceptor the application defines no bean of: the starter creates it. */
public final class Counting implements Interceptor<Object> {
  private final AtomicInteger calls = new AtomicInteger();

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    calls.incrementAndGet();
    next.proceed(event);
  }

  public int calls() {
    return calls.get();
  }
}
