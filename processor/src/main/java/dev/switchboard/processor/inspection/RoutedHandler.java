package dev.switchboard.processor.inspection;

import dev.switchboard.processor.model.TypeRef;
import java.util.Optional;

/**
 * A handler an event is routed to, as reports show it.
 *
 * @param order its 1-based position among the event's handlers, the order they run in
 * @param handler the handler class, or the class of the handler method
 * @param method the handler method, {@code on(OrderPlaced)}; empty for a handler class
 * @param inheritedFrom empty when the handler declares the event itself; else the handled supertype
 *     the event inherits the handler from
 * @param source where the handler's {@code @Handles} is written, when known
 */
public record RoutedHandler(
    int order,
    TypeRef handler,
    Optional<String> method,
    Optional<TypeRef> inheritedFrom,
    Optional<SourceLocation> source) {

  /** {@code com.example.ReserveStock}, or {@code com.example.OrderProjection#on(OrderPlaced)}. */
  public String name() {
    return method.map(signature -> handler + "#" + signature).orElse(handler.toString());
  }

  /** {@link #name}, or {@code ... (inherited from com.example.OrderPlaced)}. */
  public String describe() {
    return inheritedFrom.map(from -> name() + " (inherited from " + from + ")").orElse(name());
  }
}
