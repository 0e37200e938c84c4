package dev.switchboard.samples.interceptors;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;

/** Prints how long each handler call took, whether it returned or threw. */
public final class Timing implements Interceptor<OrderEvent> {
  @Override
  public void intercept(OrderEvent event, Invocation<OrderEvent> next) {
    System.out.println("Timing          > " + next.handler());
    long start = System.nanoTime();
    try {
      next.proceed(event);
    } finally {
      long micros = (System.nanoTime() - start) / 1_000;
      System.out.println("Timing          < " + next.handler() + " in " + micros + " µs");
    }
  }
}
