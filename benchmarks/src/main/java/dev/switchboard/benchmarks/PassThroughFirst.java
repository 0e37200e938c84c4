package dev.switchboard.benchmarks;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;

/** An interceptor that only proceeds: what a chain costs beyond the interceptors' own work. */
public final class PassThroughFirst implements Interceptor<Object> {
  @Override
  public void intercept(Object event, Invocation<Object> next) {
    next.proceed(event);
  }
}
