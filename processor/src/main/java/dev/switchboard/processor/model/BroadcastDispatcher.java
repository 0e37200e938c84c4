package dev.switchboard.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A dispatcher that hands each event to every handler of it, in order.
 *
 * @param receivers every handler's declarations, sorted by handler then event class name
 * @param routes its routes, sorted by event class name
 * @param handledTypeRoutes what each handled type that is no route's event class (an abstract class,
 *     an interface) runs, sorted by name: for the reports and the Javadoc
 */
public record BroadcastDispatcher(
    DispatcherParts parts,
    List<Receiver> receivers,
    List<BroadcastRoute> routes,
    List<BroadcastRoute> handledTypeRoutes)
    implements DispatcherModel {
  public BroadcastDispatcher {
    receivers = List.copyOf(receivers);
    routes = List.copyOf(routes);
    handledTypeRoutes = List.copyOf(handledTypeRoutes);
  }

  @Override
  public List<TypeRef> routeEvents() {
    List<TypeRef> events = new ArrayList<>();
    for (BroadcastRoute route : routes) {
      events.add(route.event());
    }
    return events;
  }

  /**
   * What it runs for each event class and each handled type, sorted by name: its routes and {@link
   * #handledTypeRoutes}, as reports and the Javadoc list them.
   */
  public List<BroadcastRoute> reportedRoutes() {
    List<BroadcastRoute> reported = new ArrayList<>(routes);
    reported.addAll(handledTypeRoutes);
    reported.sort(null);
    return List.copyOf(reported);
  }
}
