package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Keeps an object published with {@code ApplicationEventPublisher} from reaching one handler twice
 * when several dispatchers route it there. The starter works out at start-up, from the route
 * reports, whether two of the dispatchers it forwards to route a common handler, and once per event
 * class whether two that accept the class do. Only an object of such a class is forwarded with a
 * claim per handler: the first dispatcher to reach a handler claims it, and the starter's
 * interceptors (the transaction phases, {@link OnTaskExecutor} and {@link HandlerMetrics}, which
 * wraps every handler) let only that dispatcher's chain call it. They check on the publishing
 * thread, before any deferral, and only in the chains of the handlers two dispatchers route (the
 * {@code switchboardForwardedEvents} bean tells them which). A dispatcher called directly delivers as
 * it routes.
 */
public final class ForwardedEvents {
  private static final ThreadLocal<Forwarding> CURRENT = new ThreadLocal<>();
  private static final ForwardedEvents ANY_SHARED = new ForwardedEvents(null);

  /** The handlers two dispatchers route, by name; null when any may be. */
  private final Set<String> shared;

  private ForwardedEvents(Set<String> shared) {
    this.shared = shared;
  }

  /**
   * Forwarding where any handler may be routed by two dispatchers: what interceptors created without
   * one assume.
   */
  public static ForwardedEvents anyHandlerShared() {
    return ANY_SHARED;
  }

  /**
   * Forwarding where {@code sharedHandlers}, named as the route reports and {@link
   * HandlerDescriptor#toString()} name them ({@code shop.Mailer#on(OrderPlaced)}), are the handlers
   * two of the dispatchers objects are forwarded to route: the starter's interceptors check the
   * claims of those handlers' calls only.
   */
  public static ForwardedEvents sharing(Collection<String> sharedHandlers) {
    return new ForwardedEvents(Set.copyOf(sharedHandlers));
  }

  /** Whether two dispatchers objects are forwarded to may route one handler. */
  public boolean sharedHandlers() {
    return shared == null || !shared.isEmpty();
  }

  /** Whether two dispatchers objects are forwarded to may route {@code handler}. */
  public boolean shares(HandlerDescriptor handler) {
    return shared == null || shared.contains(handler.toString());
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
   * Whether {@code handler} runs for {@code event}: false only when the object is being forwarded and
   * another dispatcher reached the same handler with it already. The interceptors' chains call it
   * only for the handlers {@link #shares} names, as each decides once in {@code forHandler}; and an
   * object is forwarded with claims only when two dispatchers share a handler, so where none does
   * it finds no forwarding.
   */
  boolean firstDelivery(Object event, HandlerDescriptor handler) {
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
