package dev.switchboard.samples.spring;

import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Forwards every {@link OrderEvent} published with Spring's {@code ApplicationEventPublisher} to
 * the Switchboard dispatcher, so publishers stay as they are. Spring wraps a published object that
 * is no {@code ApplicationEvent} in a {@code PayloadApplicationEvent} and matches this method by
 * the payload's type; it calls it on the publishing thread, and a handler's exception reaches the
 * publisher unwrapped.
 */
@Component
public class SwitchboardBridge {
  private final OrderEvents events;

  public SwitchboardBridge(OrderEvents events) {
    this.events = events;
  }

  @EventListener
  public void forward(OrderEvent event) {
    events.dispatch(event);
  }
}
