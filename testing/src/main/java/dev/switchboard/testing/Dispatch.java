package dev.switchboard.testing;

import dev.switchboard.Handler;
import java.util.Objects;

/** One event a recording dispatcher was given, and the handler it went to: an entry of a {@link DispatchLog}. */
public final class Dispatch {
  private final Object event;
  private final Handler<?> handler;

  Dispatch(Object event, Handler<?> handler) {
    this.event = Objects.requireNonNull(event);
    this.handler = Objects.requireNonNull(handler);
  }

  public Object event() {
    return event;
  }

  /**
   * The handler chosen: the same instance the real dispatcher's {@code handlerFor} returned ({@code
   * Handlers.noOp()}, a dead-letter handler or a {@code MethodHandler} included), or for a stand-in
   * ({@link RecordingDispatcher#of}) its own handler, which ran nothing.
   */
  public Handler<?> handler() {
    return handler;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Dispatch
        && event.equals(((Dispatch) other).event)
        && handler.equals(((Dispatch) other).handler);
  }

  @Override
  public int hashCode() {
    return Objects.hash(event, handler);
  }

  @Override
  public String toString() {
    return event + " -> " + Routes.describe(handler);
  }
}
