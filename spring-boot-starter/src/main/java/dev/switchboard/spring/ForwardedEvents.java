package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Keeps an object published with {@code ApplicationEventPublisher} from reaching one handler twice
 * when several dispatchers route it there. The starter works out at start-up, from the route
 * reports, whether two of the dispatchers it forwards to route a common handler, and once per event
 * class whether two that accept the class do. Only an object of such a class is forwarded with a
 * claim per handler: the first dispatcher to reach a handler claims it, and the starter's
 * interceptors (the transaction phases, {@link OnTaskExecutor} and {@link HandlerMetrics}, which
 * wraps every handler) let only that dispatcher's chain call it. They check on the publishing
 * thread, before any deferral, and only in an application whose dispatchers share a handler (the
 * {@code switchboardForwardedEvents} bean tells them). A dispatcher called directly delivers as it
 * routes.
 */
public final class ForwardedEvents {
  private static final ThreadLocal<Forwarding> CURRENT = new ThreadLocal<>();
  private static final ForwardedEvents SHARED = new ForwardedEvents(true);
  private static final ForwardedEvents NOT_SHARED = new ForwardedEvents(false);

  private final boolean sharedHandlers;

  private ForwardedEvents(boolean sharedHandlers) {
    this.sharedHandlers = sharedHandlers;
  }

  /**
   * The forwarding of an application where two dispatchers objects are forwarded to may route one
   * handler ({@code sharedHandlers}), or where none do: the starter's interceptors then check nothing.
   * Interceptors created without it assume the handlers may be shared.
   */
  public static ForwardedEvents of(boolean sharedHandlers) {
    return sharedHandlers ? SHARED : NOT_SHARED;
  }

  /** Whether two dispatchers objects are forwarded to may route one handler. */
  public boolean sharedHandlers() {
    return sharedHandlers;
  }

  /** One object being forwarded, and which dispatcher reached each handler with it first. */
  private record Forwarding(Object event, Map<Handler, Class<?>> claimed, Forwarding outer) {}

  /** A handler regardless of the dispatcher that routes it. */
  private record Handler(Class<?> handlerClass, Optional<String> method, Class<?> eventType) {}

  /**
   * Runs {@code delivery}, which hands the published {@code event} to each dispatcher, claiming each
   * handler for the first dispatcher that reaches it.
   */
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
   * Whether {@code handler} runs for {@code event}: false only when handlers may be shared, the object
   * is being forwarded, and another dispatcher reached the same handler with it already.
   */
  boolean firstDelivery(Object event, HandlerDescriptor handler) {
    if (!sharedHandlers) {
      return true;
    }
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
