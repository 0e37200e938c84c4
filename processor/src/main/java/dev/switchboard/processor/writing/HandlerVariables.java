package dev.switchboard.processor.writing;

import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The variables a dispatcher holds its handlers in. Each handler class is one constructor parameter
 * and one field, named after the class ({@code ReserveStock reserveStock}), however many handlers it
 * declares: the class itself, its handler methods, or both. Generated calls go to that instance
 * ({@code orderProjection.on((OrderPlaced) event)}). The route table holds a {@code Handler} per
 * handler: a handler class is one itself; a handler method gets a field of its own, built once by the
 * constructor around a method reference ({@code MethodHandler.of(orderProjection, "on",
 * orderProjection::on)}), which {@code handlerFor} returns.
 */
final class HandlerVariables {
  private final Map<HandlerModel, String> instances;
  private final Map<HandlerModel, String> receivers;
  private final Map<HandlerModel, String> adapters;
  private final Map<HandlerModel, String> entries;

  private HandlerVariables(
      Map<HandlerModel, String> instances,
      Map<HandlerModel, String> receivers,
      Map<HandlerModel, String> adapters) {
    this.instances = instances;
    this.receivers = receivers;
    this.adapters = adapters;
    this.entries = new HashMap<>(receivers);
    entries.putAll(adapters);
  }

  /**
   * Names the variables of {@code handlers} (sorted, so a class's handlers are adjacent), none of them
   * in {@code taken}, which they join.
   */
  static HandlerVariables of(List<HandlerModel> handlers, Set<String> taken) {
    List<HandlerModel> firstOfClass = new ArrayList<>();
    TypeRef previous = null;
    for (HandlerModel handler : handlers) {
      if (!handler.type().equals(previous)) {
        firstOfClass.add(handler);
        previous = handler.type();
      }
    }
    Map<HandlerModel, String> instances = ParameterNames.of(firstOfClass, taken);
    Map<TypeRef, String> byClass = new HashMap<>();
    instances.forEach((handler, name) -> byClass.put(handler.type(), name));
    Map<HandlerModel, String> receivers = new LinkedHashMap<>();
    Map<HandlerModel, String> adapters = new LinkedHashMap<>();
    for (HandlerModel handler : handlers) {
      String instance = byClass.get(handler.type());
      receivers.put(handler, instance);
      if (handler.method().isPresent()) {
        String method = handler.method().get().name();
        String base = instance + Character.toUpperCase(method.charAt(0)) + method.substring(1);
        if (overloaded(handler, handlers)) {
          base += handler.method().get().parameter().name().simpleName();
        }
        adapters.put(handler, ParameterNames.distinct(base, taken));
      }
    }
    return new HandlerVariables(instances, receivers, adapters);
  }

  /** Whether another handler method of the class of {@code handler} has its name. */
  private static boolean overloaded(HandlerModel handler, List<HandlerModel> handlers) {
    for (HandlerModel other : handlers) {
      if (other != handler
          && other.type().equals(handler.type())
          && other.method().isPresent()
          && other.method().get().name().equals(handler.method().get().name())) {
        return true;
      }
    }
    return false;
  }

  /**
   * One handler of each class, in order, with the name of its class's parameter and field: what the
   * constructor takes and {@code create()} builds.
   */
  Map<HandlerModel, String> instances() {
    return instances;
  }

  /** The variable of the instance each handler is called on. */
  Map<HandlerModel, String> receivers() {
    return receivers;
  }

  /** The field of the method reference of each handler method, in order. */
  Map<HandlerModel, String> adapters() {
    return adapters;
  }

  /** The variable holding each handler as a {@code Handler}: the route table's entries. */
  Map<HandlerModel, String> entries() {
    return entries;
  }
}
