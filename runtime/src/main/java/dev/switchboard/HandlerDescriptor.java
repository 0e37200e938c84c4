package dev.switchboard;

import java.util.Objects;
import java.util.Optional;

/**
 * A handler, described by constants: the class that handles (the handler class, or the class that
 * declares the handler method), the method if it is a handler method, the event type it accepts and
 * the dispatcher that routes it. Generated dispatchers build one per handler, once; reading it
 * allocates nothing.
 *
 * <p>Its {@link #toString()} names the handler as the route report does: {@code
 * shop.OrderProjection#onPlaced(OrderPlaced)} for a handler method, {@code shop.ReserveStock} for a
 * handler class.
 */
public final class HandlerDescriptor {
  private final Class<?> dispatcher;
  private final Class<?> handlerClass;
  private final Optional<String> method;
  private final Class<?> eventType;
  private final String name;
  // Interceptors key per-handler state by descriptor on every dispatch: hashing must not allocate.
  private final int hash;

  private HandlerDescriptor(
      Class<?> dispatcher, Class<?> handlerClass, Optional<String> method, Class<?> eventType) {
    this.dispatcher = Objects.requireNonNull(dispatcher, "dispatcher");
    this.handlerClass = Objects.requireNonNull(handlerClass, "handlerClass");
    this.method = method;
    this.eventType = Objects.requireNonNull(eventType, "eventType");
    this.name = method
        .map(name -> nameOf(handlerClass) + "#" + name + "(" + eventType.getSimpleName() + ")")
        .orElseGet(() -> nameOf(handlerClass));
    this.hash = Objects.hash(dispatcher, handlerClass, method, eventType);
  }

  /**
   * The handler class {@code handlerClass}, a {@code Handler} of {@code eventType}, routed by {@code
   * dispatcher}.
   */
  public static HandlerDescriptor ofClass(
      Class<?> dispatcher, Class<?> handlerClass, Class<?> eventType) {
    return new HandlerDescriptor(dispatcher, handlerClass, Optional.empty(), eventType);
  }

  /**
   * The handler method {@code method} of {@code handlerClass}, whose parameter is of type {@code
   * eventType}, routed by {@code dispatcher}.
   */
  public static HandlerDescriptor ofMethod(
      Class<?> dispatcher, Class<?> handlerClass, String method, Class<?> eventType) {
    return new HandlerDescriptor(dispatcher, handlerClass, Optional.of(method), eventType);
  }

  /** The dispatcher interface (or abstract class) that routes the handler. */
  public Class<?> dispatcher() {
    return dispatcher;
  }

  /** The handler class, or the class that declares the handler method. */
  public Class<?> handlerClass() {
    return handlerClass;
  }

  /** The name of the handler method; empty for a handler class. */
  public Optional<String> method() {
    return method;
  }

  /**
   * The type of the events the handler accepts: the parameter type of a handler method, the type
   * argument of a handler class's {@code Handler} (erased, both).
   */
  public Class<?> eventType() {
    return eventType;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof HandlerDescriptor)) {
      return false;
    }
    HandlerDescriptor that = (HandlerDescriptor) other;
    return dispatcher == that.dispatcher
        && handlerClass == that.handlerClass
        && method.equals(that.method)
        && eventType == that.eventType;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** {@code shop.OrderProjection#onPlaced(OrderPlaced)}, or {@code shop.ReserveStock}. */
  @Override
  public String toString() {
    return name;
  }

  // The canonical name, as the route report writes it; classes that have none (local, anonymous or
  // hidden ones, which the processor never routes) by their binary name.
  private static String nameOf(Class<?> type) {
    String canonical = type.getCanonicalName();
    return canonical != null ? canonical : type.getName();
  }
}
