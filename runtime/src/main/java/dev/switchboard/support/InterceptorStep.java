package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.Objects;

/**
 * One link of an {@link InterceptorChain}: as a handler, it calls its interceptor (what the
 * interceptor gave {@link Interceptor#forHandler} for this handler) with the event and itself; as the
 * interceptor's invocation, it checks the event and hands it on, as its subclass does. Immutable, so
 * a chain is shared by every dispatch and thread.
 */
abstract class InterceptorStep implements Handler<Object>, Invocation<Object> {
  private final HandlerDescriptor handler;
  private final Class<?> eventType;
  /** The interceptor the chain was given: what names the step. */
  private final Interceptor<Object> interceptor;
  /** What {@link #interceptor} runs around this handler. */
  private final Interceptor<Object> call;

  /** The next step, or after the last one the target: what the chain shows. */
  final Handler<Object> next;

  InterceptorStep(
      HandlerDescriptor handler, Interceptor<Object> interceptor, Handler<Object> next) {
    this.handler = handler;
    this.eventType = handler.eventType();
    this.interceptor = interceptor;
    this.call = Objects.requireNonNull(
        interceptor.forHandler(handler),
        () -> interceptor.getClass().getName() + " gave no interceptor for " + handler);
    this.next = next;
  }

  @Override
  public final void handle(Object event) {
    call.intercept(event, this);
  }

  /**
   * Throws unless {@code event} may be proceeded with: an interceptor may proceed with another event
   * than it was given, and a wrong one fails here, naming the handler, rather than as a
   * ClassCastException inside the handler call.
   */
  // The class compared first is the event's own, which the dispatch has just read: the event type's
  // class object is read only for an event of a subclass.
  final void requireEvent(Object event) {
    if (event == null || event.getClass() != eventType && !eventType.isInstance(event)) {
      throw wrongEvent(event);
    }
  }

  @Override
  public final HandlerDescriptor handler() {
    return handler;
  }

  private RuntimeException wrongEvent(Object event) {
    String interceptorName = interceptor.getClass().getName();
    if (event == null) {
      return new NullPointerException(interceptorName + " proceeded with null to " + handler);
    }
    return new IllegalArgumentException(
        interceptorName + " proceeded with an event of " + event.getClass().getName() + " to "
            + handler + ", which takes " + eventType.getName() + " events");
  }

  /** {@code shop.OrderProjection#onPlaced(OrderPlaced) within [shop.Tracing, shop.Retry]}. */
  @Override
  public final String toString() {
    StringBuilder text = new StringBuilder().append(handler).append(" within [");
    Handler<?> step = this;
    for (String separator = ""; step instanceof InterceptorStep; separator = ", ") {
      InterceptorStep current = (InterceptorStep) step;
      text.append(separator).append(current.interceptor.getClass().getName());
      step = current.next;
    }
    return text.append(']').toString();
  }
}
