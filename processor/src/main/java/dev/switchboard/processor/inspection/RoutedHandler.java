package dev.switchboard.processor.inspection;

import dev.switchboard.processor.model.TypeRef;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A handler an event is routed to, as reports show it.
 *
 * @param order its 1-based position among the event's handlers, the order they run in
 * @param handler the handler class, or the class of the handler method
 * @param method the handler method, {@code on(OrderPlaced)}; empty for a handler class
 * @param inheritedFrom empty when the handler declares the event itself; else the handled supertype
 *     the event inherits the handler from
 * @param source where the handler's {@code @Handles} is written, when known
 * @param interceptors the classes of the interceptors the handler is called through, outermost
 *     first; empty when none wraps it
 */
public record RoutedHandler(
    int order,
    TypeRef handler,
    Optional<String> method,
    Optional<TypeRef> inheritedFrom,
    Optional<SourceLocation> source,
    List<TypeRef> interceptors) {
  public RoutedHandler {
    interceptors = List.copyOf(interceptors);
  }

  /** A handler no interceptor wraps. */
  public RoutedHandler(
      int order,
      TypeRef handler,
      Optional<String> method,
      Optional<TypeRef> inheritedFrom,
      Optional<SourceLocation> source) {
    this(order, handler, method, inheritedFrom, source, List.of());
  }

  /** {@code com.example.ReserveStock}, or {@code com.example.OrderProjection#on(OrderPlaced)}. */
  public String name() {
    return method.map(signature -> handler + "#" + signature).orElse(handler.toString());
  }

  /**
   * {@link #name}, then {@code (inherited from com.example.OrderPlaced)} and {@code (intercepted by
   * com.example.Audit > com.example.Timing)} when they apply. The chain is joined by {@code " > "},
   * not a comma: the routes lock separates handlers by {@code ", "}.
   */
  public String describe() {
    StringBuilder description = new StringBuilder(name());
    inheritedFrom.ifPresent(
        from -> description.append(" (inherited from ").append(from).append(')'));
    if (!interceptors.isEmpty()) {
      description.append(" (intercepted by ").append(chain(" > ")).append(')');
    }
    return description.toString();
  }

  /** The interceptors' class names, outermost first, joined by {@code separator}. */
  public String chain(String separator) {
    return interceptors.stream().map(TypeRef::toString).collect(Collectors.joining(separator));
  }
}
