package dev.switchboard.samples.interceptors;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;

/** Calls the handler again when it throws, up to three attempts; then the last exception escapes. */
public final class Retry implements Interceptor<OrderEvent> {
  static final int ATTEMPTS = 3;

  @Override
  public void intercept(OrderEvent event, Invocation<OrderEvent> next) {
    for (int attempt = 1; ; attempt++) {
      System.out.println("Retry           > " + next.handler() + ", attempt " + attempt);
      try {
        next.proceed(event);
        return;
      } catch (RuntimeException e) {
        if (attempt == ATTEMPTS) {
          throw e;
        }
        System.out.println("Retry           | " + e.getMessage());
      }
    }
  }
}
