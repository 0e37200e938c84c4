package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.BroadcastDispatcher;
import dev.switchboard.processor.model.BroadcastRoute;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.DispatcherParts;
import dev.switchboard.processor.model.ExclusiveDispatcher;
import dev.switchboard.processor.model.Receiver;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;

/** The routes of a dispatcher in its mode, before the parts every mode has are known. */
sealed interface ModeRoutes {

  /** What each route runs, in route order, for {@link ShadowedSupertypes}. */
  List<ShadowedSupertypes.Reached> reached();

  /** The typed methods of these routes. */
  TypedMethods typed(TypedOverloads overloads, int handlers);

  /** The dispatcher of these routes and {@code parts}. */
  DispatcherModel model(DispatcherParts parts);

  /** The route event classes, in route order. */
  default List<TypeRef> events() {
    List<TypeRef> events = new ArrayList<>();
    for (ShadowedSupertypes.Reached route : reached()) {
      events.add(route.event());
    }
    return events;
  }

  /** @param routes sorted by event class name */
  record Exclusive(List<Route> routes) implements ModeRoutes {
    @Override
    public List<ShadowedSupertypes.Reached> reached() {
      return ShadowedSupertypes.ofRoutes(routes);
    }

    @Override
    public TypedMethods typed(TypedOverloads overloads, int handlers) {
      return overloads.of(routes, List.of(), handlers);
    }

    @Override
    public DispatcherModel model(DispatcherParts parts) {
      return new ExclusiveDispatcher(parts, routes);
    }
  }

  /** The parts of a {@link BroadcastDispatcher} that depend on its mode. */
  record Broadcast(
      List<Receiver> receivers, List<BroadcastRoute> routes, List<BroadcastRoute> handledTypeRoutes)
      implements ModeRoutes {
    @Override
    public List<ShadowedSupertypes.Reached> reached() {
      return ShadowedSupertypes.ofBroadcastRoutes(routes);
    }

    @Override
    public TypedMethods typed(TypedOverloads overloads, int handlers) {
      return overloads.of(List.of(), routes, handlers);
    }

    @Override
    public DispatcherModel model(DispatcherParts parts) {
      return new BroadcastDispatcher(parts, receivers, routes, handledTypeRoutes);
    }
  }
}
