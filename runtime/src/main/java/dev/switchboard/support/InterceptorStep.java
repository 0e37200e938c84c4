package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.Objects;

/**
 * One link of an {@link InterceptorChain}: as a handler, it calls its interceptor (what the
 * interceptor gave {@link Interceptor#forHandler} for this handler) with the event and itself; as the
 * interceptor's invocation, it hands the event on to the next step, or after the last one to the
 * target, through the dispatcher's {@link HandlerCalls} when it has them. Immutable, so a chain is
 * shared by every dispatch and thread.
 */
final class InterceptorStep implements Handler<Object>, Invocation<Object> {
  private final HandlerDescriptor handler;
  private final Class<?> eventType;
  /** The interceptor the chain was given: what names the step. */
  private final Interceptor<Object> interceptor;
  /** What {@link #interceptor} runs around this handler. */
  private final Interceptor<Object> call;

  final Handler<Object> next;
  // Set on the last step only, when the dispatcher calls its handlers itself: a call from here
  // through next would be one call site for every handler of every dispatcher.
  private final Object receiver;
  private final HandlerCalls calls;
  private final int number;

  InterceptorStep(
      HandlerDescriptor handler,
      Interceptor<Object> interceptor,
      Handler<Object> next,
      Object receiver,
      HandlerCalls calls,
      int number) {
    this.handler = handler;
    this.eventType = handler.eventType();
    this.interceptor = interceptor;
    this.call = Objects.requireNonNull(
        interceptor.forHandler(handler),
        () -> interceptor.getClass().getName() + " gave no interceptor for " + handler);
    this.next = next;
    this.receiver = receiver;
    this.calls = calls;
    this.number = number;
  }

  @Override
  public void handle(Object event) {
    call.intercept(event, this);
  }

  @Override
  public void proceed(Object event) {
    // An interceptor may proceed with another event than it was given; a wrong one fails here,
    // naming the handler, rather than as a ClassCastException inside the generated call.
    if (!eventType.isInstance(event)) {
      throw wrongEvent(event);
    }
    if (calls != null) {
      calls.call(number, receiver, event);
    } else {
      next.handle(event);
    }
  }

  @Override
  public HandlerDescriptor handler() {
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
  public String toString() {
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
