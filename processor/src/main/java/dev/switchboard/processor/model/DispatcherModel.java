package dev.switchboard.processor.model;

import java.util.List;

/**
 * Everything the writer needs to generate one dispatcher; checked and resolved, ready to write. One
 * shape per mode, so that a writer cannot read the routes of the other mode: {@link
 * ExclusiveDispatcher} or {@link BroadcastDispatcher}, over the {@link DispatcherParts} both have.
 */
public sealed interface DispatcherModel permits ExclusiveDispatcher, BroadcastDispatcher {

  /** What every dispatcher has, whatever its mode. */
  DispatcherParts parts();

  /** The event class of each route, in route order. */
  List<TypeRef> routeEvents();

  default DispatcherDeclaration declaration() {
    return parts().declaration();
  }

  default List<HandlerModel> handlers() {
    return parts().handlers();
  }

  default FactoryMethod factory() {
    return parts().factory();
  }

  default DispatchMethod dispatchMethod() {
    return parts().dispatchMethod();
  }

  default List<TypedOverload> overloads() {
    return parts().overloads();
  }

  default ClassChecks classChecks() {
    return parts().classChecks();
  }

  /** The classes of {@link #classChecks}. */
  default List<TypeRef> exactClassChecks() {
    return parts().classChecks().classes();
  }

  default List<HandlerCall> dispatchCalls() {
    return parts().dispatchCalls();
  }

  /** How {@code dispatch(root)} calls {@code handler}, one of {@link #handlers}. */
  default HandlerCall dispatchCall(HandlerModel handler) {
    return parts().dispatchCall(handler);
  }
}
