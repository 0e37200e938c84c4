package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The lookup structure behind every generated dispatcher: event class to handler, by identity.
 *
 * <p>The processor computes the route of every event class it sees at compile time and the
 * generated constructor passes them all in; a class it never saw is resolved once, by the rule of
 * the dispatcher's mode ({@link ExclusiveRouting} or {@link BroadcastRouting}), and cached,
 * unhandled classes included (they get {@link Handlers#noOp()} or the dead-letter handler). Both
 * live in one identity-hashed {@link LearningClassMap}: reads take no lock and cost the same for a
 * class the processor saw and for one learned; learning one class costs amortized O(1); a learned
 * class is held only through a weak reference, so it (and its class loader) can be unloaded while
 * the dispatcher lives. At most 65,536 learned classes (whose classes are alive) are
 * cached at a time; past that, a new class is resolved at each dispatch until cached classes are
 * collected ({@code docs/semantics.md}, "Classes learned at run time").
 *
 * <p>Why a hash table and not generated {@code if}/{@code switch} code: a chain of class checks is
 * quickest for a handful of types but grows linearly, and past a few hundred types a method exceeds
 * HotSpot's 8,000-byte limit and is never JIT-compiled; an identity-hashed table costs the same at
 * 8 and at 10,000 event types and allocates nothing. Measured (JMH, {@code docs/benchmarks.md}):
 * on JDK 25 one repeated event costs about 3.8 ns at 8, 1,024 and 10,000 types alike, level with
 * {@code IdentityHashMap}, while a 1,024-branch if chain or pattern switch runs interpreted at
 * microseconds (JDK 17 alike). At 8 types, though, an if chain or pattern switch takes 1 to 2.3 ns,
 * 1.6 to 3.5 times less than any table. So a dispatcher with at most 8 route classes checks them
 * by identity in its generated {@code handlerFor} before it asks this table ({@link #narrow}), and
 * every larger one asks the table alone.
 */
public final class RouteTable {
  private static final String NULL_EVENT = "Switchboard cannot dispatch a null event";

  /** Finds the handler of a class never seen. */
  private final Routing routing;

  /** What classes without a handler get: {@link Handlers#noOp()} or a dead-letter handler. */
  private final Handler<?> unhandled;

  /** Every class routed so far: the processor's routes, then the classes learned at run time. */
  private final LearningClassMap routes;

  private RouteTable(Routing routing, Handler<?> unhandled, LearningClassMap routes) {
    this.routing = routing;
    this.unhandled = unhandled;
    this.routes = routes;
  }

  private RouteTable(Routing routing, Map<Class<?>, Handler<?>> routes) {
    this(routing, Handlers.noOp(), new LearningClassMap(routes, LearningClassMap.DEFAULT_MAX_LEARNED));
  }

  /** Starts an exclusive table (one handler per route); generated code calls this once per dispatcher. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Starts a broadcast table (every matching handler per route, run as {@code failures} says);
   * {@code includeSupertypes} says whether handlers of supertypes match too.
   */
  public static BroadcastBuilder broadcastBuilder(FailurePolicy failures, boolean includeSupertypes) {
    return new BroadcastBuilder(failures, includeSupertypes);
  }

  /**
   * The handler for the class of {@code event}.
   *
   * @throws NullPointerException if {@code event} is null
   */
  public <T> Handler<? super T> handlerFor(T event) {
    return route(requireEvent(event).getClass());
  }

  /**
   * {@code route}, typed for the event it was found for: generated {@code handlerFor} methods return
   * the route of an exact class match through it, so the generated code needs no unchecked cast.
   */
  // Safe for the same reason as handlerFor: route takes events of the class that was matched.
  @SuppressWarnings("unchecked")
  public static <T> Handler<? super T> narrow(Handler<?> route) {
    return (Handler<? super T>) route;
  }

  /**
   * Returns {@code event}, or throws the dispatchers' one {@code NullPointerException} for a null
   * event; typed dispatch methods call it too.
   */
  public static <T> T requireEvent(T event) {
    if (event == null) {
      throw new NullPointerException(NULL_EVENT);
    }
    return event;
  }

  /**
   * The handler for events of class {@code type}: what typed dispatch methods call, looked up once
   * when the dispatcher is constructed.
   */
  public <T> Handler<? super T> routeOf(Class<T> type) {
    return route(type);
  }

  /**
   * A table with the same routes that gives {@code deadLetters} the events no handler takes, instead
   * of {@link Handlers#noOp()}. The copy learns run-time classes afresh.
   */
  public RouteTable withUnhandled(Handler<?> deadLetters) {
    Objects.requireNonNull(deadLetters, "deadLetters");
    return new RouteTable(routing, deadLetters, routes.withoutLearned());
  }

  /**
   * How many classes have a route: the processor's, and those learned at run time whose class is
   * still alive; for tests and diagnostics (it scans the table).
   */
  public int size() {
    return routes.size();
  }

  // The table holds, for each class, a handler of its supertypes (or the unhandled handler, which
  // takes any event): the cast is safe for events of that class, which is all callers rely on.
  @SuppressWarnings("unchecked")
  private <T> Handler<? super T> route(Class<?> type) {
    Object handler = routes.get(type);
    if (handler == null) {
      handler = learn(type);
    }
    return (Handler<? super T>) handler;
  }

  // Resolved outside the lock: two threads meeting the same new class may both resolve it, and the
  // first to store its route is the one both use.
  private Object learn(Class<?> type) {
    Object handler = routing.handlerOf(type);
    return routes.learn(type, handler == null ? unhandled : handler);
  }

  /** Collects the routes of one exclusive dispatcher; not thread-safe, used once. */
  public static final class Builder {
    private final Map<Class<?>, Handler<?>> declared = new LinkedHashMap<>();
    private final Map<Class<?>, Handler<?>> routes = new LinkedHashMap<>();

    private Builder() {}

    /** Routes {@code eventType}, which {@code handler} declares in its {@code @Handles}. */
    public Builder handle(Class<?> eventType, Handler<?> handler) {
      add(declared, eventType, handler);
      return route(eventType, handler);
    }

    /**
     * Routes {@code eventType} to the handler the processor resolved for it (the handler of a
     * supertype).
     */
    public Builder route(Class<?> eventType, Handler<?> handler) {
      add(routes, eventType, handler);
      return this;
    }

    public RouteTable build() {
      return new RouteTable(new ExclusiveRouting(ClassMap.of(declared)), routes);
    }
  }

  /** Collects the declarations and routes of one broadcast dispatcher; not thread-safe, used once. */
  public static final class BroadcastBuilder {
    private final FailurePolicy failures;
    private final boolean includeSupertypes;
    private final List<BroadcastRouting.Declaration> declarations = new ArrayList<>();
    private final Map<Class<?>, Handler<?>> routes = new LinkedHashMap<>();

    private BroadcastBuilder(FailurePolicy failures, boolean includeSupertypes) {
      this.failures = Objects.requireNonNull(failures, "failures");
      this.includeSupertypes = includeSupertypes;
    }

    /**
     * Records that {@code handler} declares {@code eventType} with {@code priority}, for classes
     * first seen at run time. Declaration order breaks the last ties: declare handlers sorted by
     * class name, as generated code does.
     */
    public BroadcastBuilder declare(Class<?> eventType, int priority, Handler<?> handler) {
      Objects.requireNonNull(eventType, "eventType");
      Objects.requireNonNull(handler, () -> "no handler given for " + eventType.getName());
      declarations.add(new BroadcastRouting.Declaration(eventType, priority, handler));
      return this;
    }

    /** Routes {@code eventType} to {@code handlers}, which run in the order given. */
    public BroadcastBuilder route(Class<?> eventType, Handler<?>... handlers) {
      List<Handler<?>> list = new ArrayList<>();
      for (Handler<?> handler : handlers) {
        list.add(Objects.requireNonNull(handler, () -> "no handler given for " + eventType.getName()));
      }
      add(routes, eventType, Objects.requireNonNull(BroadcastHandler.of(failures, list), "no handlers"));
      return this;
    }

    public RouteTable build() {
      return new RouteTable(new BroadcastRouting(declarations, failures, includeSupertypes), routes);
    }
  }

  private static void add(Map<Class<?>, Handler<?>> map, Class<?> eventType, Handler<?> handler) {
    Objects.requireNonNull(eventType, "eventType");
    Objects.requireNonNull(handler, () -> "no handler given for " + eventType.getName());
    if (map.putIfAbsent(eventType, handler) != null) {
      throw new IllegalArgumentException("two routes for " + eventType.getName());
    }
  }
}
