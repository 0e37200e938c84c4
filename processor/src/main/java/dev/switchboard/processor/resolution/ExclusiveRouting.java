package dev.switchboard.processor.resolution;

import dev.switchboard.processor.lang.TypeRefs;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.Route;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.util.Types;

/**
 * The routes of an exclusive dispatcher: each handled type to its (first) handler, and each other
 * event class to the handler of its nearest handled supertype.
 */
final class ExclusiveRouting {
  private final Types types;

  ExclusiveRouting(Types types) {
    this.types = types;
  }

  ModeRoutes.Exclusive of(HandlerGroups groups, List<EventClasses.EventClass> eventClasses) {
    List<Route> routes = new ArrayList<>();
    for (Map.Entry<TypeRef, List<HandlerModel>> declared : groups.byEvent().entrySet()) {
      routes.add(new Route(declared.getKey(), declared.getValue().get(0), Optional.empty()));
    }
    for (EventClasses.EventClass eventClass : eventClasses) {
      if (eventClass.handled()) {
        continue;
      }
      NearestHandledSupertype.Match match =
          NearestHandledSupertype.of(eventClass.element(), groups.handledNames(), types);
      // Object's handler needs no precomputed route: it is the last resort at run time too.
      if (match instanceof NearestHandledSupertype.Match.Found found
          && !NearestHandledSupertype.isObject(found.supertype())) {
        TypeRef supertype = TypeRefs.of(found.supertype());
        routes.add(new Route(
            eventClass.event(),
            groups.byEventName().get(supertype.qualifiedName()).get(0),
            Optional.of(supertype)));
      }
    }
    routes.sort(null);
    return new ModeRoutes.Exclusive(routes);
  }
}
