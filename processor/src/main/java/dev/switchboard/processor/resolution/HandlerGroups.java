package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.DispatcherDeclaration;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.TypeRef;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The handlers of one dispatcher, grouped by the event types they declare.
 *
 * @param byEvent the handlers of each declared event type, sorted by event
 * @param byEventName the same, by the event's qualified name
 * @param included every handler of the dispatcher, sorted
 */
record HandlerGroups(
    Map<TypeRef, List<HandlerModel>> byEvent,
    Map<String, List<HandlerModel>> byEventName,
    Set<HandlerModel> included) {

  /**
   * The handlers among {@code handlers} that target {@code declaration}, by each of their events that
   * {@code routed} says the dispatcher routes.
   */
  static HandlerGroups of(
      DispatcherDeclaration declaration,
      Collection<HandlerModel> handlers,
      Predicate<TypeRef> routed) {
    Map<TypeRef, List<HandlerModel>> byEvent = new TreeMap<>();
    Set<HandlerModel> included = new TreeSet<>();
    for (HandlerModel handler : handlers) {
      if (!handler.targets(declaration)) {
        continue;
      }
      for (TypeRef event : handler.events()) {
        if (routed.test(event)) {
          byEvent.computeIfAbsent(event, key -> new ArrayList<>()).add(handler);
          included.add(handler);
        }
      }
    }
    Map<String, List<HandlerModel>> byEventName = new HashMap<>();
    for (Map.Entry<TypeRef, List<HandlerModel>> entry : byEvent.entrySet()) {
      byEventName.put(entry.getKey().qualifiedName(), entry.getValue());
    }
    return new HandlerGroups(byEvent, byEventName, included);
  }

  /** The qualified names of the handled event types. */
  Set<String> handledNames() {
    return byEventName.keySet();
  }
}
