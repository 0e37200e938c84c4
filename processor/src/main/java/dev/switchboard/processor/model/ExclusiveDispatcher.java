package dev.switchboard.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A dispatcher that hands each event to one handler.
 *
 * @param routes its routes, sorted by event class name
 */
public record ExclusiveDispatcher(DispatcherParts parts, List<Route> routes)
    implements DispatcherModel {
  public ExclusiveDispatcher {
    routes = List.copyOf(routes);
  }

  @Override
  public List<TypeRef> routeEvents() {
    List<TypeRef> events = new ArrayList<>();
    for (Route route : routes) {
      events.add(route.event());
    }
    return events;
  }
}
