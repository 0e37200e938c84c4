package dev.switchboard.micrometer;

import dev.switchboard.HandlerDescriptor;
import io.micrometer.observation.Observation;
import java.util.Objects;

/** What an observation of one handler call knows: the handler and the event it was called with. */
public class HandlerObservationContext extends Observation.Context {
  private final HandlerDescriptor handler;
  private final Object event;

  /** The call of {@code handler} with {@code event}. */
  public HandlerObservationContext(HandlerDescriptor handler, Object event) {
    this.handler = Objects.requireNonNull(handler, "handler");
    this.event = Objects.requireNonNull(event, "event");
  }

  /** The handler called. */
  public HandlerDescriptor getHandler() {
    return handler;
  }

  /** The event the handler was called with. */
  public Object getEvent() {
    return event;
  }
}
