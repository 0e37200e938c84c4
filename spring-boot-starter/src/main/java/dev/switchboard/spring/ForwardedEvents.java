package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps an object published with {@code ApplicationEventPublisher} from reaching one handler twice
 * when several dispatchers route it there: while the starter forwards the object to the dispatchers
 * that accept it, the first dispatcher to reach a handler claims it, and the starter's interceptors
 * (the transaction phases, {@link OnTaskExecutor} and {@link HandlerMetrics}, which wraps every
 * handler) let only that dispatcher's chain call it. They check on the publishing thread, before
 * any deferral. A dispatcher called directly delivers as it routes, as before.
 */
public final class ForwardedEvents {
  private static final ThreadLocal<Forwarding> CURRENT = new ThreadLocal<>();

  private ForwardedEvents() {}

  /** One object being forwarded, and which dispatcher reached each handler with it first. */
  private record Forwarding(Object event, Map<Handler, Class<?>> claimed, Forwarding outer) {}

  /** A handler regardless of the dispatcher that routes it. */
  private record Handler(Class<?> handlerClass, Optional<String> method, Class<?> eventType) {}

  /** Runs {@code delivery}, which hands the published {@code event} to each dispatcher. */
  public static void forward(Object event, Runnable delivery) {
    Forwarding outer = CURRENT.get();
    CURRENT.set(new Forwarding(event, new HashMap<>(), outer));
    try {
      delivery.run();
    } finally {
      if (outer == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(outer);
      }
    }
  }

  /**
   * Whether {@code handler} runs for {@code event}: false only when the object is being forwarded
   * and another dispatcher reached the same handler with it already.
   */
  static boolean firstDelivery(Object event, HandlerDescriptor handler) {
    Forwarding forwarding = CURRENT.get();
    if (forwarding == null || forwarding.event() != event) {
      return true;
    }
    Class<?> first = forwarding
        .claimed()
        .putIfAbsent(
            new Handler(handler.handlerClass(), handler.method(), handler.eventType()),
            handler.dispatcher());
    return first == null || first == handler.dispatcher();
  }
}
