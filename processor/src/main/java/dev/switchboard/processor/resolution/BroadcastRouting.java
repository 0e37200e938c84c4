package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.DispatchSemantics;
import java.util.List;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The routes of a broadcast dispatcher: each event class to every handler of its nearest handled
 * type, or of all its handled supertypes, as its semantics say.
 */
final class BroadcastRouting {
  private final Elements elements;
  private final Types types;

  BroadcastRouting(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  ModeRoutes.Broadcast of(
      DispatchSemantics semantics,
      HandlerGroups groups,
      List<EventClasses.EventClass> eventClasses) {
    BroadcastRoutes routes = new BroadcastRoutes(types, elements, groups.byEvent());
    for (EventClasses.EventClass eventClass : eventClasses) {
      if (!semantics.nearestOnly()) {
        routes.addAllMatching(eventClass.element());
        continue;
      }
      NearestHandledSupertype.Match match = eventClass.handled()
          ? new NearestHandledSupertype.Match.Found(eventClass.element())
          : NearestHandledSupertype.of(eventClass.element(), groups.handledNames(), types);
      if (match instanceof NearestHandledSupertype.Match.Found found) {
        routes.addNearest(eventClass.element(), found.supertype());
      }
    }
    return new ModeRoutes.Broadcast(
        routes.receivers(), routes.routes(), routes.handledTypeRoutes(semantics.nearestOnly()));
  }
}
