package dev.switchboard.samples.interceptors;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;

/** A guard: the handler runs only for orders of ten or more items. */
public final class LargeOrdersOnly implements Interceptor<OrderPlaced> {
  static final int LARGE = 10;

  @Override
  public void intercept(OrderPlaced event, Invocation<OrderPlaced> next) {
    if (event.quantity() < LARGE) {
      System.out.println("LargeOrdersOnly | skips " + next.handler() + ": " + event.quantity()
          + " items");
      return;
    }
    System.out.println("LargeOrdersOnly > " + next.handler());
    next.proceed(event);
  }
}
