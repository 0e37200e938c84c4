package dev.switchboard.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * The interceptors around one handler, outermost first: the dispatcher's that accept its events,
 * then its own ({@link HandlerModel#interceptors()}). Generated code builds the chain once, as a
 * {@code Handler} of {@code eventType}, and calls every route of the handler through it.
 *
 * @param handler the handler at the end of the chain
 * @param eventType the type the handler accepts, as written: a handler method's parameter type, the
 *     {@code E} of a handler class's {@code Handler<E>}
 * @param eventClass the erasure of {@code eventType}, for the handler's descriptor
 * @param interceptors the interceptors, outermost first, never empty
 */
public record HandlerChain(
    HandlerModel handler,
    TypeName eventType,
    TypeRef eventClass,
    List<InterceptorRef> interceptors) {
  public HandlerChain {
    interceptors = List.copyOf(interceptors);
    if (interceptors.isEmpty()) {
      throw new IllegalArgumentException("a chain has interceptors");
    }
  }
}
