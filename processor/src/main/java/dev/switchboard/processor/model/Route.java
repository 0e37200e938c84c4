package dev.switchboard.processor.model;

import java.util.Optional;

/**
 * One row of a dispatcher's routing table: events of class {@code event} go to {@code handler}.
 *
 * @param event the event class or interface
 * @param handler the handler that receives it
 * @param inheritedFrom empty when {@code handler} declares {@code event} itself; else the handled
 *     supertype whose handler the event inherits
 */
public record Route(TypeRef event, HandlerModel handler, Optional<TypeRef> inheritedFrom)
    implements Comparable<Route> {

  public boolean declared() {
    return inheritedFrom.isEmpty();
  }

  @Override
  public int compareTo(Route other) {
    return event.compareTo(other.event);
  }
}
