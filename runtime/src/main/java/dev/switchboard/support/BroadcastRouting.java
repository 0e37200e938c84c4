package dev.switchboard.support;

import dev.switchboard.Handler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Broadcast dispatch of a class the processor never saw, by the rule the processor applies to the
 * classes it sees:
 *
 * <ul>
 *   <li>with supertypes included, every handler that declares a supertype of the class (or the
 *       class) runs, once, for the most specific type it declares; without, the handlers of the
 *       nearest handled supertype ({@link NearestHandledSupertype}) run;
 *   <li>in order of priority (higher first), then of specificity (the declared type that extends
 *       more of the dispatcher's declared types first), then of declaration; generated code declares
 *       handlers sorted by class name (a class's own handler first, then its handler methods by
 *       name and parameter type).
 * </ul>
 *
 * <p>A class whose handlers, in order, are those of a route the generated code has a case for takes
 * that case; any other combination is dispatched through its {@link BroadcastHandler}.
 */
final class BroadcastRouting implements Routing {
  private final List<Declaration> declarations;
  /** Every declared event type, mapped to itself, for {@link NearestHandledSupertype}. */
  private final ClassMap declaredTypes;

  private final Class<?>[] distinctTypes;
  private final FailurePolicy failures;
  private final boolean includeSupertypes;
  /** The routes the generated code has a case for, by their handlers. */
  private final Map<HandlerSequence, RouteEntry> cased;

  BroadcastRouting(
      List<Declaration> declarations,
      FailurePolicy failures,
      boolean includeSupertypes,
      Map<HandlerSequence, RouteEntry> cased) {
    this.declarations = List.copyOf(declarations);
    Map<Class<?>, Object> types = new LinkedHashMap<>();
    for (Declaration declaration : declarations) {
      types.put(declaration.eventType, declaration.eventType);
    }
    this.declaredTypes = ClassMap.of(types);
    this.distinctTypes = types.keySet().toArray(new Class<?>[0]);
    this.failures = failures;
    this.includeSupertypes = includeSupertypes;
    this.cased = Map.copyOf(cased);
  }

  @Override
  public RouteEntry resolve(Class<?> type) {
    Map<Handler<?>, Declaration> matched = new LinkedHashMap<>();
    Class<?> nearest = includeSupertypes ? null : NearestHandledSupertype.of(type, declaredTypes);
    for (Declaration declaration : declarations) {
      boolean matches = includeSupertypes
          ? declaration.eventType.isAssignableFrom(type)
          : declaration.eventType == nearest;
      if (matches) {
        matched.merge(
            declaration.handler,
            declaration,
            (kept, other) ->
                specificity(other.eventType) > specificity(kept.eventType) ? other : kept);
      }
    }
    List<Declaration> ordered = new ArrayList<>(matched.values());
    ordered.sort(Comparator.comparingInt((Declaration d) -> d.priority)
        .thenComparingInt(d -> specificity(d.eventType))
        .reversed());
    List<Handler<?>> handlers = new ArrayList<>();
    ordered.forEach(d -> handlers.add(d.handler));
    if (handlers.isEmpty()) {
      return null;
    }
    RouteEntry known = cased.get(new HandlerSequence(handlers));
    return known != null
        ? known
        : new RouteEntry(BroadcastHandler.of(failures, handlers), RouteTable.NO_CASE);
  }

  /** How many other declared event types {@code type} extends. */
  private int specificity(Class<?> type) {
    int count = 0;
    for (Class<?> declared : distinctTypes) {
      if (declared != type && declared.isAssignableFrom(type)) {
        count++;
      }
    }
    return count;
  }

  /** One handler's declaration of one event type. */
  static final class Declaration {
    final Class<?> eventType;
    final int priority;
    final Handler<?> handler;

    Declaration(Class<?> eventType, int priority, Handler<?> handler) {
      this.eventType = eventType;
      this.priority = priority;
      this.handler = handler;
    }
  }
}
