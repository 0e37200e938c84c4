package dev.switchboard.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything the writer needs to generate one dispatcher; checked and resolved, ready to write.
 *
 * @param declaration what to generate
 * @param handlers the handler instances the constructor takes, sorted by qualified (canonical) name
 * @param routes the routes of an exclusive dispatcher, sorted by event class name
 * @param factory whether to generate {@code create()}
 * @param receivers every handler's declarations of a broadcast dispatcher, sorted by handler then
 *     event class name
 * @param broadcastRoutes the routes of a broadcast dispatcher, sorted by event class name
 * @param overloads the typed {@code dispatch} methods, sorted by event class name
 * @param exactClassChecks the event classes {@code handlerFor} compares the event's class with before
 *     it looks in the table, sorted by name; empty for all but small dispatchers
 * @param dispatchCalls how the generated {@code dispatch(root)} calls each handler, in the order of
 *     {@code handlers}
 * @param dispatchMethod whether to generate {@code dispatch(root)}: not when the declared dispatcher
 *     implements it itself
 * @param handledTypeRoutes what each handled type of a broadcast dispatcher that is no route's event
 *     class (an abstract class, an interface) runs, sorted by name: for the reports and the Javadoc
 */
public record DispatcherModel(
    DispatcherDeclaration declaration,
    List<HandlerModel> handlers,
    List<Route> routes,
    boolean factory,
    List<Receiver> receivers,
    List<BroadcastRoute> broadcastRoutes,
    List<TypedOverload> overloads,
    List<TypeRef> exactClassChecks,
    List<HandlerCall> dispatchCalls,
    boolean dispatchMethod,
    List<BroadcastRoute> handledTypeRoutes) {
  public DispatcherModel {
    handlers = List.copyOf(handlers);
    routes = List.copyOf(routes);
    receivers = List.copyOf(receivers);
    broadcastRoutes = List.copyOf(broadcastRoutes);
    overloads = List.copyOf(overloads);
    exactClassChecks = List.copyOf(exactClassChecks);
    dispatchCalls = List.copyOf(dispatchCalls);
    handledTypeRoutes = List.copyOf(handledTypeRoutes);
    if (dispatchCalls.size() != handlers.size()) {
      throw new IllegalArgumentException("one dispatch call per handler");
    }
  }

  /**
   * What a broadcast dispatcher runs for each event class and each handled type, sorted by name: its
   * routes and {@link #handledTypeRoutes}, as reports and the Javadoc list them.
   */
  public List<BroadcastRoute> reportedBroadcastRoutes() {
    List<BroadcastRoute> reported = new ArrayList<>(broadcastRoutes);
    reported.addAll(handledTypeRoutes);
    reported.sort(null);
    return List.copyOf(reported);
  }

  /** How {@code dispatch(root)} calls {@code handler}, one of {@link #handlers}. */
  public HandlerCall dispatchCall(HandlerModel handler) {
    return dispatchCalls.get(handlers.indexOf(handler));
  }
}
