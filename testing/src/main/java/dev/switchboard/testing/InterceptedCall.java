package dev.switchboard.testing;

import dev.switchboard.HandlerDescriptor;
import java.util.Objects;

/** One call a {@link RecordingInterceptor} saw: the handler it was on its way to, and the event. */
public final class InterceptedCall {
  private final HandlerDescriptor handler;
  private final Object event;

  InterceptedCall(HandlerDescriptor handler, Object event) {
    this.handler = Objects.requireNonNull(handler);
    this.event = Objects.requireNonNull(event);
  }

  /** The handler the call went to. */
  public HandlerDescriptor handler() {
    return handler;
  }

  public Object event() {
    return event;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof InterceptedCall
        && handler.equals(((InterceptedCall) other).handler)
        && event.equals(((InterceptedCall) other).event);
  }

  @Override
  public int hashCode() {
    return Objects.hash(handler, event);
  }

  /** {@code OrderPlaced[42] -> shop.OrderProjection#on(OrderPlaced)}. */
  @Override
  public String toString() {
    return event + " -> " + handler;
  }
}
