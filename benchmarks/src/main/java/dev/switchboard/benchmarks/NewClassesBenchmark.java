package dev.switchboard.benchmarks;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first dispatch of classes a dispatcher has never seen, in a stream that never ends: each
 * invocation dispatches one event of each of {@value #BATCH} new hidden classes (defined before
 * the clock starts, dropped after), so every dispatch is a first one and the classes of earlier
 * invocations can be unloaded, unless the target keeps them. Per operation: one first dispatch.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 4, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(1)
public class NewClassesBenchmark {
  static final int BATCH = 1_000;

  /** What learns the new classes. */
  public enum Learner {
    /** The generated dispatcher's {@code dispatch(event)}: the supertype walk, then a weakly keyed entry. */
    SWITCHBOARD {
      @Override
      Route route(EventTypes types) throws ReflectiveOperationException {
        return Target.SWITCHBOARD_DISPATCH.route(types);
      }
    },
    /** A {@link ClassValue} computing each class's handler from a map of the event classes. */
    CLASS_VALUE {
      @Override
      Route route(EventTypes types) throws ReflectiveOperationException {
        return Target.CLASS_VALUE.route(types);
      }
    },
    /** An {@code IdentityHashMap} behind a lock, filled on first sight; keeps every class forever. */
    IDENTITY_HASH_MAP_LOCKED {
      @Override
      Route route(EventTypes types) throws ReflectiveOperationException {
        Map<Class<?>, Handler<?>> known = types.byEventClass();
        Map<Class<?>, Handler<?>> map = new IdentityHashMap<>(known);
        return event -> {
          Handler<?> handler;
          synchronized (map) {
            handler = map.computeIfAbsent(event.getClass(), type -> Handlers.noOp());
          }
          call(handler, event);
        };
      }
    },
    /**
     * Switchboard's table before its learning table: an immutable identity map replaced
     * by a copy with one more entry for each class learned; keeps every class forever. Here as the
     * "before" of the same run.
     */
    COPY_ON_WRITE_MAP {
      @Override
      Route route(EventTypes types) throws ReflectiveOperationException {
        CopyOnWriteRoutes routes = new CopyOnWriteRoutes(types.byEventClass());
        return event -> call(routes.handlerFor(event.getClass()), event);
      }
    };

    abstract Route route(EventTypes types) throws ReflectiveOperationException;

    // Every handler found for a class accepts its events.
    @SuppressWarnings("unchecked")
    static void call(Handler<?> handler, Object event) {
      ((Handler<Object>) handler).handle(event);
    }
  }

  /** One learner, over the event types of one size. */
  @State(Scope.Thread)
  public static class Subject {
    @Param({"8", "10000"})
    int types;

    @Param({"SWITCHBOARD", "CLASS_VALUE", "IDENTITY_HASH_MAP_LOCKED", "COPY_ON_WRITE_MAP"})
    Learner learner;

    EventTypes eventTypes;
    Route route;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      eventTypes = new EventTypes(types);
      route = learner.route(eventTypes);
    }
  }

  /**
   * One event of each of {@value #BATCH} new hidden classes, copies of the package's {@code
   * NewEvent}, made again before every invocation.
   */
  @State(Scope.Thread)
  public static class NewEvents {
    MethodHandles.Lookup lookup;
    byte[] template;
    Object[] events = new Object[BATCH];

    @Setup(Level.Trial)
    public void readTemplate(Subject subject) throws ReflectiveOperationException {
      lookup = subject.eventTypes.newEventLookup();
      template = subject.eventTypes.newEventClassFile();
    }

    @Setup(Level.Invocation)
    public void defineNewClasses() throws Throwable {
      for (int i = 0; i < BATCH; i++) {
        // Not STRONG: each hidden class can be unloaded once nothing references it.
        MethodHandles.Lookup copy = lookup.defineHiddenClass(template, false);
        events[i] = copy.findConstructor(copy.lookupClass(), MethodType.methodType(void.class))
            .invoke();
      }
    }
  }

  @Benchmark
  @OperationsPerInvocation(BATCH)
  public void firstDispatch(Subject subject, NewEvents newEvents) {
    for (Object event : newEvents.events) {
      subject.route.dispatch(event);
    }
  }

  /** The design Switchboard used before its learning table, reduced to its table. */
  static final class CopyOnWriteRoutes {
    private final Object lock = new Object();
    private volatile Map<Class<?>, Handler<?>> routes;

    CopyOnWriteRoutes(Map<Class<?>, Handler<?>> initial) {
      this.routes = new IdentityHashMap<>(initial);
    }

    Handler<?> handlerFor(Class<?> type) {
      Handler<?> handler = routes.get(type);
      return handler != null ? handler : learn(type);
    }

    private Handler<?> learn(Class<?> type) {
      synchronized (lock) {
        Handler<?> handler = routes.get(type);
        if (handler == null) {
          handler = Handlers.noOp();
          Map<Class<?>, Handler<?>> copy = new IdentityHashMap<>(routes);
          copy.put(type, handler);
          routes = copy;
        }
        return handler;
      }
    }
  }
}
