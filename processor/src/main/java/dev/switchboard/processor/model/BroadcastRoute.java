package dev.switchboard.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One row of a broadcast dispatcher's routing table: events of class {@code event} go to every
 * receiver, in order.
 *
 * @param event the event class
 * @param receivers the handlers that run, in the order they run
 */
public record BroadcastRoute(TypeRef event, List<Receiver> receivers)
    implements Comparable<BroadcastRoute> {
  public BroadcastRoute {
    receivers = List.copyOf(receivers);
  }

  /** The handlers of {@link #receivers}, in the order they run. */
  public List<HandlerModel> handlers() {
    List<HandlerModel> handlers = new ArrayList<>(receivers.size());
    for (Receiver receiver : receivers) {
      handlers.add(receiver.handler());
    }
    return List.copyOf(handlers);
  }

  @Override
  public int compareTo(BroadcastRoute other) {
    return event.compareTo(other.event);
  }
}
