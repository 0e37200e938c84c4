package dev.switchboard.processor.inspection;

import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.HandlerMethod;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.InterceptorRef;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * What one generated dispatcher routes, for people and tools: every event class it knows at compile
 * time, with its handlers in order and why each was chosen.
 *
 * @param dispatcher the name users know the dispatcher by (the declaration, or the generated default)
 * @param generatedClass the generated class
 * @param eventRoot the event type the dispatcher routes, as declared
 * @param routes the handlers of each event class, sorted by event class name
 */
public record RouteReport(
    String dispatcher,
    String generatedClass,
    String eventRoot,
    SortedMap<TypeRef, List<RoutedHandler>> routes) {
  public RouteReport {
    routes = Collections.unmodifiableSortedMap(new TreeMap<>(routes));
  }

  /** The report of {@code model}, with the handlers' source locations {@code locate} finds. */
  public static RouteReport of(
      DispatcherModel model, Function<HandlerModel, Optional<SourceLocation>> locate) {
    SortedMap<TypeRef, List<RoutedHandler>> routes = new TreeMap<>();
    if (model instanceof ExclusiveDispatcher exclusive) {
      for (Route route : exclusive.routes()) {
        HandlerModel handler = route.handler();
        routes.put(
            route.event(),
            List.of(new RoutedHandler(
                1,
                handler.type(),
                signature(handler),
                route.inheritedFrom(),
                locate.apply(handler),
                interceptors(model, handler))));
      }
    } else if (model instanceof BroadcastDispatcher broadcast) {
      putBroadcastRoutes(broadcast, locate, routes);
    }
    return new RouteReport(
        model.declaration().displayName(),
        model.declaration().generated().canonicalName(),
        model.declaration().root().toString(),
        routes);
  }

  private static void putBroadcastRoutes(
      BroadcastDispatcher model,
      Function<HandlerModel, Optional<SourceLocation>> locate,
      SortedMap<TypeRef, List<RoutedHandler>> routes) {
    for (BroadcastRoute route : model.reportedRoutes()) {
      List<RoutedHandler> handlers = new ArrayList<>();
      for (Receiver receiver : route.receivers()) {
        HandlerModel handler = receiver.handler();
        Optional<TypeRef> inheritedFrom = receiver.event().equals(route.event())
            ? Optional.empty()
            : Optional.of(receiver.event());
        handlers.add(new RoutedHandler(
            handlers.size() + 1,
            handler.type(),
            signature(handler),
            inheritedFrom,
            locate.apply(handler),
            interceptors(model, handler)));
      }
      routes.put(route.event(), handlers);
    }
  }

  /** The classes of the interceptors around {@code handler}, outermost first. */
  private static List<TypeRef> interceptors(DispatcherModel model, HandlerModel handler) {
    return model.parts().chainOf(handler).stream()
        .flatMap(chain -> chain.interceptors().stream())
        .map(InterceptorRef::type)
        .toList();
  }

  private static Optional<String> signature(HandlerModel handler) {
    return handler.method().map(HandlerMethod::signature);
  }
}
