package dev.switchboard.samples.interceptors;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;

/** Opens a span named after the handler around each call, and closes it however the call ends. */
public final class Tracing implements Interceptor<OrderEvent> {
  @Override
  public void intercept(OrderEvent event, Invocation<OrderEvent> next) {
    System.out.println("Tracing         > span " + next.handler() + " order=" + event.orderId());
    try {
      next.proceed(event);
    } finally {
      System.out.println("Tracing         < span " + next.handler());
    }
  }
}
