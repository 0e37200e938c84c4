package dev.switchboard.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * The part of a {@link DispatcherModel} that does not depend on its mode.
 *
 * @param declaration what to generate
 * @param handlers the handler instances the constructor takes, sorted by qualified (canonical) name
 * @param factory whether to generate {@code create()}
 * @param overloads the typed {@code dispatch} methods, sorted by event class name
 * @param classChecks the event classes {@code handlerFor} and {@code dispatch} compare the event with
 *     before they look in the table; none but in small dispatchers
 * @param dispatchCalls how the generated {@code dispatch(root)} calls each handler, in the order of
 *     {@code handlers}
 * @param dispatchMethod whether to generate {@code dispatch(root)}
 * @param interceptors the interceptor instances the constructor takes after the handlers, each class
 *     once, in the order they first appear: the dispatcher's, then each handler's in handler order
 * @param chains the interceptor chain of each intercepted handler, in the order of {@code handlers}
 */
public record DispatcherParts(
    DispatcherDeclaration declaration,
    List<HandlerModel> handlers,
    FactoryMethod factory,
    List<TypedOverload> overloads,
    ClassChecks classChecks,
    List<HandlerCall> dispatchCalls,
    DispatchMethod dispatchMethod,
    List<InterceptorRef> interceptors,
    List<HandlerChain> chains) {
  public DispatcherParts {
    interceptors = List.copyOf(interceptors);
    chains = List.copyOf(chains);
    handlers = List.copyOf(handlers);
    overloads = List.copyOf(overloads);
    dispatchCalls = List.copyOf(dispatchCalls);
    if (dispatchCalls.size() != handlers.size()) {
      throw new IllegalArgumentException("one dispatch call per handler");
    }
  }

  /** How {@code dispatch(root)} calls {@code handler}, one of {@link #handlers}. */
  public HandlerCall dispatchCall(HandlerModel handler) {
    return dispatchCalls.get(handlers.indexOf(handler));
  }

  /** The chain of interceptors around {@code handler}; empty when none wraps it. */
  public Optional<HandlerChain> chainOf(HandlerModel handler) {
    for (HandlerChain chain : chains) {
      if (chain.handler().equals(handler)) {
        return Optional.of(chain);
      }
    }
    return Optional.empty();
  }
}
