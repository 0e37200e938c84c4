package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The lookup structure behind every generated dispatcher: event class to handler, by identity.
 *
 * <p>The processor computes the route of every event class it sees at compile time and the
 * generated constructor passes them all in; a class it never saw is resolved once, by {@link
 * NearestHandledSupertype}, and cached, unhandled classes included. Reads take no lock: the table
 * is an immutable {@link ClassMap} behind a volatile field, replaced copy-on-write under a lock
 * only when a new class is learned.
 *
 * <p>Why a hash table and not generated {@code if}/{@code switch} code: a chain of class checks is
 * quickest for a handful of types but grows linearly, and past a few hundred types a method exceeds
 * HotSpot's 8,000-byte limit and is never JIT-compiled; an identity-hashed table costs the same at
 * 8 and at 10,000 event types and allocates nothing. Measured (JMH, {@code docs/benchmarks.md}):
 * on JDK 25 one repeated event costs about 3.8 ns at 8, 1,024 and 10,000 types alike, level with
 * {@code IdentityHashMap}, while a 1,024-branch if chain or pattern switch runs interpreted at
 * microseconds (JDK 17 alike). At 8 types, though, an if chain or pattern switch takes 1 to 2.3 ns,
 * 1.6 to 3.5 times less than any table: a generated exact-class check of a small dispatcher's few
 * classes before the table would win there. That small-N path is not implemented yet.
 */
public final class RouteTable {
  private static final String NULL_EVENT = "Switchboard cannot dispatch a null event";

  /** The event types handlers declared, for resolving classes never seen. */
  private final ClassMap declared;

  private final Object learnLock = new Object();

  /** Every class routed so far: the processor's routes, then each class learned at run time. */
  private volatile ClassMap routes;

  private RouteTable(ClassMap declared, ClassMap routes) {
    this.declared = declared;
    this.routes = routes;
  }

  /** Starts a table; generated code calls this once per dispatcher instance. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The handler for the class of {@code event}.
   *
   * @throws NullPointerException if {@code event} is null
   */
  // The table holds, for each class, a handler of one of its supertypes: the cast is safe for
  // events of that class, which is all Dispatcher.handlerFor promises.
  @SuppressWarnings("unchecked")
  public <T> Handler<? super T> handlerFor(T event) {
    if (event == null) {
      throw new NullPointerException(NULL_EVENT);
    }
    Class<?> type = event.getClass();
    Object handler = routes.get(type);
    if (handler == null) {
      handler = learn(type);
    }
    return (Handler<? super T>) handler;
  }

  /** How many classes have a route, learned ones included; for tests and diagnostics. */
  public int size() {
    return routes.size();
  }

  private Object learn(Class<?> type) {
    synchronized (learnLock) {
      ClassMap current = routes;
      Object handler = current.get(type);
      if (handler == null) {
        Class<?> supertype = NearestHandledSupertype.of(type, declared);
        handler = supertype == null ? Handlers.noOp() : declared.get(supertype);
        routes = current.with(type, handler);
      }
      return handler;
    }
  }

  /** Collects the routes of one dispatcher; not thread-safe, used once. */
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
      return new RouteTable(ClassMap.of(declared), ClassMap.of(routes));
    }

    private static void add(Map<Class<?>, Handler<?>> map, Class<?> eventType, Handler<?> handler) {
      Objects.requireNonNull(eventType, "eventType");
      Objects.requireNonNull(handler, () -> "no handler given for " + eventType.getName());
      if (map.putIfAbsent(eventType, handler) != null) {
        throw new IllegalArgumentException("two routes for " + eventType.getName());
      }
    }
  }
}
