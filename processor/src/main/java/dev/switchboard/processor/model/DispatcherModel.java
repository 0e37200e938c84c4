package dev.switchboard.processor.model;

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
    boolean dispatchMethod) {
  public DispatcherModel {
    handlers = List.copyOf(handlers);
    routes = List.copyOf(routes);
    receivers = List.copyOf(receivers);
    broadcastRoutes = List.copyOf(broadcastRoutes);
    overloads = List.copyOf(overloads);
    exactClassChecks = List.copyOf(exactClassChecks);
    dispatchCalls = List.copyOf(dispatchCalls);
    if (dispatchCalls.size() != handlers.size()) {
      throw new IllegalArgumentException("one dispatch call per handler");
    }
  }

  /** How {@code dispatch(root)} calls {@code handler}, one of {@link #handlers}. */
  public HandlerCall dispatchCall(HandlerModel handler) {
    return dispatchCalls.get(handlers.indexOf(handler));
  }
}
