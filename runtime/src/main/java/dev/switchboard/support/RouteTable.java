package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
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
 * live in one identity-hashed {@link LearningClassMap}: reads take no lock; learning one class costs
 * amortized O(1); a learned class the table does not keep alive anyway (one of a child class loader,
 * or a hidden class) is held only through a weak reference, so it (and its class loader) can be
 * unloaded while the dispatcher lives. At most 65,536 learned classes (whose classes are alive) are
 * cached at a time; past that, a new class is resolved at each dispatch until cached classes are
 * collected ({@code docs/semantics.md}, "Classes learned at run time").
 *
 * <p>Why a hash table and not generated {@code if}/{@code switch} code: a chain of class checks is
 * quickest for a handful of types but grows linearly, and past a few hundred types a method exceeds
 * HotSpot's 8,000-byte limit and is never JIT-compiled; an identity-hashed table costs the same at
 * 8 and at 10,000 event types and allocates nothing, level with {@code IdentityHashMap}, while a long
 * if chain or pattern switch is left interpreted. At a handful of types, though, an if chain or
 * pattern switch beats any table (docs/benchmarks.md). So a dispatcher with few route classes
 * checks them ({@code instanceof}, or the exact class) in its generated {@code handlerFor} and
 * {@code dispatch} before it asks this table ({@link #narrow}, {@link #caseOf}), and every larger
 * one asks the table alone.
 *
 * <p>Each route also carries the case of the generated {@code dispatch} method that calls its
 * handlers directly ({@link #caseOf}): the table finds a small integer, and a {@code switch} in
 * generated code makes a statically bound, inlinable call to the handler's own class instead of a
 * megamorphic {@code Handler.handle}. Classes learned at run time take the case of the route they
 * resolve to.
 */
public final class RouteTable extends LearningClassMap {
  /** {@link #caseOf} of an event no handler takes: hand it to {@link #dispatchUncased}. */
  public static final int UNHANDLED = -1;

  /**
   * {@link #caseOf} of an event whose route has no generated case (a broadcast combination met only
   * at run time, or a table built without cases): hand it to its {@link #handlerFor handler}.
   */
  public static final int NO_CASE = -2;

  private static final String NULL_EVENT = "Switchboard cannot dispatch a null event";

  /** Finds the route of a class never seen. */
  private final Routing routing;

  /** What classes without a handler get: {@link Handlers#noOp()} or a dead-letter handler. */
  private final RouteEntry unhandled;

  /**
   * The dead-letter handler, or null where {@code unhandled} is the no-op handler: {@link
   * #dispatchUnhandled} and {@link #dispatchUncased} test it rather than call the no-op handler, so
   * an unhandled event reads one field of the table and not the handler's class as well.
   */
  private final Handler<Object> deadLetters;

  /**
   * The class learned last that no handler takes, when the table holds it strongly (it keeps that
   * class alive anyway, see {@link LearningClassMap}); else null. Every look-up compares with it
   * before it hashes, so an unhandled event of a small dispatcher costs one comparison more than its
   * failed class checks. It pins nothing: a strongly held entry is never dropped, since its class
   * lives as long as the table, and a class held weakly is never put here. One field, written only
   * when a class is learned: it grows nothing, and a racing reader sees it or the class before, both
   * without a handler.
   */
  private Class<?> unhandledClass;

  /**
   * A table of {@code routes}: every class the processor routed, each to its {@link RouteEntry}. The
   * map this table is learns the other classes' routes at run time (entries that never reference a
   * class).
   */
  private RouteTable(Routing routing, Map<Class<?>, RouteEntry> routes) {
    super(routes, DEFAULT_MAX_LEARNED);
    this.routing = routing;
    this.unhandled = new RouteEntry(Handlers.noOp(), UNHANDLED);
    this.deadLetters = null;
  }

  private RouteTable(RouteTable original, Handler<?> unhandled) {
    super(original);
    this.routing = original.routing;
    this.unhandled = new RouteEntry(unhandled, UNHANDLED);
    this.deadLetters = unhandled == Handlers.noOp() ? null : takingEveryEvent(unhandled);
  }

  // The no-op and dead-letter handlers take every event of the dispatcher's root type, the only
  // events dispatchUncased gives them.
  @SuppressWarnings("unchecked")
  private static Handler<Object> takingEveryEvent(Handler<?> unhandled) {
    return (Handler<Object>) unhandled;
  }

  /**
   * Starts an exclusive table (one handler per route); generated code calls this once per dispatcher.
   * The route of {@code cases[i]} is case {@code i} of the generated {@code dispatch}; routes to
   * other handlers have {@link #NO_CASE}.
   */
  public static Builder builder(Handler<?>... cases) {
    return new Builder(cases);
  }

  /**
   * Starts a broadcast table (every matching handler per route, run as {@code failures} says);
   * {@code includeSupertypes} says whether handlers of supertypes match too.
   */
  public static BroadcastBuilder broadcastBuilder(
      FailurePolicy failures, boolean includeSupertypes) {
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
   * The case of the generated {@code dispatch} that runs the handlers of {@code event}'s class, or
   * {@link #UNHANDLED}, or {@link #NO_CASE}.
   *
   * @throws NullPointerException if {@code event} is null
   */
  public int caseOf(Object event) {
    return entry(requireEvent(event).getClass()).caseIndex;
  }

  /**
   * Hands {@code event}, whose {@link #caseOf} was {@code caseIndex} ({@link #UNHANDLED} or {@link
   * #NO_CASE}), to what takes it: {@link Handlers#noOp()} or the dead-letter handler, or the handler
   * of its route. Generated {@code dispatch} methods call it for every event their switch has no
   * case for.
   */
  public void dispatchUncased(int caseIndex, Object event) {
    if (caseIndex == UNHANDLED) {
      dispatchUnhandled(event);
    } else {
      handlerFor(event).handle(event);
    }
  }

  /**
   * Hands {@code event}, which no handler takes, to {@link Handlers#noOp()} or the dead-letter
   * handler, without looking up its class: for generated {@code dispatch} methods whose class checks
   * leave no class with a route. The class is not learned.
   */
  public void dispatchUnhandled(Object event) {
    if (deadLetters != null) {
      deadLetters.handle(event);
    }
  }

  /**
   * What takes the events no handler takes: {@link Handlers#noOp()} or the dead-letter handler. For
   * generated {@code handlerFor} methods whose class checks leave no class with a route.
   */
  // It takes every event of the dispatcher's root type.
  @SuppressWarnings("unchecked")
  public <T> Handler<? super T> unhandledHandler() {
    return (Handler<? super T>) unhandled.handler;
  }

  /**
   * Calls {@code handler.handle(event)}: for generated cases whose handler takes an event type the
   * generated code cannot name or cast to without an unchecked warning (a generic type, or one not
   * visible from the dispatcher's package). Still a call the JIT binds to the handler's class.
   */
  // The processor only generates this call for events the handler's route takes.
  @SuppressWarnings("unchecked")
  public static <E> void deliver(Handler<E> handler, Object event) {
    handler.handle((E) event);
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
   * The handler for events of class {@code type}: what generated {@code handlerFor} methods use for
   * their exact class checks, looked up once when the dispatcher is constructed.
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
    return new RouteTable(this, deadLetters);
  }

  // The table holds, for each class, a handler of its supertypes (or the unhandled handler, which
  // takes any event): the cast is safe for events of that class, which is all callers rely on.
  @SuppressWarnings("unchecked")
  private <T> Handler<? super T> route(Class<?> type) {
    return (Handler<? super T>) entry(type).handler;
  }

  private RouteEntry entry(Class<?> type) {
    if (type == unhandledClass) {
      return unhandled;
    }
    RouteEntry entry = get(type);
    return entry != null ? entry : resolve(type);
  }

  // Resolved outside the lock: two threads meeting the same new class may both resolve it, and the
  // first to store its route is the one both use.
  private RouteEntry resolve(Class<?> type) {
    RouteEntry entry = routing.resolve(type);
    RouteEntry learned = learn(type, entry == null ? unhandled : entry);
    if (learned.caseIndex == UNHANDLED && learned.key == type) {
      unhandledClass = type;
    }
    return learned;
  }

  private static void requireFinal(Iterable<Class<?>> routeClasses, Class<?> dispatcher) {
    Objects.requireNonNull(dispatcher, "dispatcher");
    for (Class<?> type : routeClasses) {
      if (!Modifier.isFinal(type.getModifiers())) {
        throw new IllegalStateException(type.getName()
            + " is not final, but it was when this dispatcher was generated: "
            + dispatcher.getName()
            + " hands an event of any class it does not route to the unhandled handler, so an event"
            + " of a subclass of "
            + type.getName()
            + " would reach none of its handlers. Compile "
            + dispatcher.getName()
            + " again against the jar it runs with, where "
            + type.getName()
            + " is not final.");
      }
    }
  }

  /** Collects the routes of one exclusive dispatcher; not thread-safe, used once. */
  public static final class Builder {
    /** The route of each handler, by identity: one entry shared by every class it takes. */
    private final Map<Handler<?>, RouteEntry> entries = new IdentityHashMap<>();

    private final Map<Class<?>, RouteEntry> declared = new IdentityHashMap<>();
    private final Map<Class<?>, RouteEntry> routes = new IdentityHashMap<>();

    private Builder(Handler<?>[] cases) {
      for (int i = 0; i < cases.length; i++) {
        // A missing handler fails below, naming the event class it was given for.
        if (cases[i] != null) {
          entries.putIfAbsent(cases[i], new RouteEntry(cases[i], i));
        }
      }
    }

    /** Routes {@code eventType}, which {@code handler} declares in its {@code @Handles}. */
    public Builder handle(Class<?> eventType, Handler<?> handler) {
      RouteEntry entry = entry(eventType, handler);
      add(declared, eventType, entry);
      add(routes, eventType, entry);
      return this;
    }

    /**
     * Routes {@code eventType} to the handler the processor resolved for it (the handler of a
     * supertype).
     */
    public Builder route(Class<?> eventType, Handler<?> handler) {
      add(routes, eventType, entry(eventType, handler));
      return this;
    }

    /**
     * Checks that every class routed so far is final, for a dispatcher generated to hand an event of
     * any other class straight to the unhandled handler: that is right only while no route class can
     * have a subclass. A route class of another module that stopped being final after the dispatcher
     * was generated fails its construction here, rather than its subclasses' events reaching no
     * handler.
     *
     * @param dispatcher the generated dispatcher class this table is built for, which the message
     *     names as the class to compile again
     * @throws IllegalStateException naming the first route class that is not final, and {@code
     *     dispatcher}
     */
    public Builder requireFinalClasses(Class<?> dispatcher) {
      RouteTable.requireFinal(routes.keySet(), dispatcher);
      return this;
    }

    /**
     * The table. Its own entry of each declared class is also that class's route for learning
     * subclasses, so the table keeps one entry per class and none per handler (the builder's
     * entries are only what those copy).
     */
    public RouteTable build() {
      Map<Class<?>, RouteEntry> classEntries = new IdentityHashMap<>();
      for (Map.Entry<Class<?>, RouteEntry> route : routes.entrySet()) {
        classEntries.put(
            route.getKey(), RouteEntry.strong(route.getKey(), route.getValue(), false));
      }
      Map<Class<?>, RouteEntry> declaredEntries = new IdentityHashMap<>();
      for (Class<?> eventType : declared.keySet()) {
        declaredEntries.put(eventType, classEntries.get(eventType));
      }
      return new RouteTable(new ExclusiveRouting(ClassMap.of(declaredEntries)), classEntries);
    }

    // No lambdas on this path: every generated constructor runs it once per route, often as the
    // first code of a fresh JVM to need one, which sets up the machinery behind them.
    private RouteEntry entry(Class<?> eventType, Handler<?> handler) {
      Objects.requireNonNull(eventType, "eventType");
      RouteEntry entry = entries.get(requireHandler(handler, eventType));
      if (entry == null) {
        entry = new RouteEntry(handler, NO_CASE);
        entries.put(handler, entry);
      }
      return entry;
    }
  }

  /** Collects the declarations and routes of one broadcast dispatcher; not thread-safe, used once. */
  public static final class BroadcastBuilder {
    private final FailurePolicy failures;
    private final boolean includeSupertypes;
    private final List<BroadcastRouting.Declaration> declarations = new ArrayList<>();
    private final Map<Class<?>, RouteEntry> routes = new LinkedHashMap<>();
    /** One entry per distinct sequence of handlers, shared by every class routed to it. */
    private final Map<HandlerSequence, RouteEntry> sequences = new HashMap<>();

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
      declarations.add(new BroadcastRouting.Declaration(
          eventType, priority, requireHandler(handler, eventType)));
      return this;
    }

    /**
     * Routes {@code eventType} to {@code handlers}, which run in the order given, in case
     * {@code caseIndex} of the generated {@code dispatch}; every route with the same handlers must
     * name the same case.
     */
    public BroadcastBuilder route(Class<?> eventType, int caseIndex, Handler<?>... handlers) {
      Objects.requireNonNull(eventType, "eventType");
      List<Handler<?>> list = new ArrayList<>();
      for (Handler<?> handler : handlers) {
        list.add(requireHandler(handler, eventType));
      }
      if (list.isEmpty()) {
        throw new IllegalArgumentException("no handlers for " + eventType.getName());
      }
      HandlerSequence sequence = new HandlerSequence(list);
      RouteEntry entry = sequences.get(sequence);
      if (entry == null) {
        entry = new RouteEntry(BroadcastHandler.of(failures, list), caseIndex);
        sequences.put(sequence, entry);
      }
      if (entry.caseIndex != caseIndex) {
        throw new IllegalArgumentException("the handlers of " + eventType.getName() + " have case "
            + entry.caseIndex + " already, not " + caseIndex);
      }
      add(routes, eventType, entry);
      return this;
    }

    /**
     * Checks that every class routed so far is final, for a dispatcher generated to hand an event of
     * any other class straight to the unhandled handler: that is right only while no route class can
     * have a subclass. A route class of another module that stopped being final after the dispatcher
     * was generated fails its construction here, rather than its subclasses' events reaching no
     * handler.
     *
     * @param dispatcher the generated dispatcher class this table is built for, which the message
     *     names as the class to compile again
     * @throws IllegalStateException naming the first route class that is not final, and {@code
     *     dispatcher}
     */
    public BroadcastBuilder requireFinalClasses(Class<?> dispatcher) {
      RouteTable.requireFinal(routes.keySet(), dispatcher);
      return this;
    }

    /** Routes {@code eventType} to {@code handlers}, which run in the order given, with no generated case. */
    public BroadcastBuilder route(Class<?> eventType, Handler<?>... handlers) {
      return route(eventType, NO_CASE, handlers);
    }

    public RouteTable build() {
      return new RouteTable(
          new BroadcastRouting(declarations, failures, includeSupertypes, sequences), routes);
    }
  }

  private static Handler<?> requireHandler(Handler<?> handler, Class<?> eventType) {
    if (handler == null) {
      throw new NullPointerException("no handler given for " + eventType.getName());
    }
    return handler;
  }

  private static void add(Map<Class<?>, RouteEntry> map, Class<?> eventType, RouteEntry entry) {
    if (map.putIfAbsent(eventType, entry) != null) {
      throw new IllegalArgumentException("two routes for " + eventType.getName());
    }
  }
}
