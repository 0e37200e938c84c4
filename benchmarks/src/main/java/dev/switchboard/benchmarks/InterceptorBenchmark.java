package dev.switchboard.benchmarks;

import dev.switchboard.Dispatcher;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What interceptors add to {@code dispatch(event)}: the generated dispatcher whose every route runs
 * within one or three pass-through interceptors, beside the same interceptor objects written by hand
 * around a call of the plain generated dispatcher (what a user writes without interceptor support),
 * beside them written by hand around each handler's direct call, and beside the plain dispatcher
 * itself.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 4, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class InterceptorBenchmark {

  /** How the handler call is wrapped. */
  public enum Wrapping {
    /** The plain generated dispatcher: no interceptor. */
    NONE,
    /** The generated dispatcher of {@code @EventDispatcher(interceptors = PassThroughFirst.class)}. */
    GENERATED_ONE,
    /** {@code PassThroughFirst} called by hand around the whole dispatch of the plain dispatcher. */
    HAND_WRITTEN_ONE,
    /**
     * {@code PassThroughFirst} written by hand around each handler, whose link calls the concrete
     * handler directly, found by a visitor ({@code InterceptedRoutes}).
     */
    HAND_WRITTEN_PER_ROUTE_ONE,
    /** The generated dispatcher within three pass-through interceptors. */
    GENERATED_THREE,
    /** The same three interceptors called by hand around the whole dispatch of the plain dispatcher. */
    HAND_WRITTEN_THREE,
    /** The same three interceptors written by hand around each handler, as per route one. */
    HAND_WRITTEN_PER_ROUTE_THREE;

    /**
     * The route of this wrapping: a method reference to a {@code dispatch}, the dispatcher's or the
     * hand-written route's, so that every wrapping pays the same wrapper.
     */
    Route route(EventTypes types) throws ReflectiveOperationException {
      Dispatcher<Object> plain = types.generatedDispatcher();
      switch (this) {
        case NONE:
          return plain::dispatch;
        case GENERATED_ONE:
          return types.generatedInterceptedDispatcher(1)::dispatch;
        case GENERATED_THREE:
          return types.generatedInterceptedDispatcher(3)::dispatch;
        case HAND_WRITTEN_ONE:
          return Route.throughReference(new HandWritten(plain, new PassThroughFirst()));
        case HAND_WRITTEN_THREE:
          return Route.throughReference(new HandWritten(
              plain, new PassThroughFirst(), new PassThroughSecond(), new PassThroughThird()));
        case HAND_WRITTEN_PER_ROUTE_ONE:
          return Route.throughReference(types.interceptedRoutes(1, new PassThroughFirst()));
        case HAND_WRITTEN_PER_ROUTE_THREE:
          return Route.throughReference(types.interceptedRoutes(
              3, new PassThroughFirst(), new PassThroughSecond(), new PassThroughThird()));
      }
      throw new AssertionError(this);
    }
  }

  /** One size of event types, one wrapping. */
  @State(Scope.Thread)
  public static class Subject {
    @Param({"8", "64", "1024"})
    int types;

    @Param
    Wrapping wrapping;

    EventTypes eventTypes;
    Route route;
    Object sameEvent;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      eventTypes = new EventTypes(types);
      route = wrapping.route(eventTypes);
      sameEvent = eventTypes.event(types / 2);
    }
  }

  /** 16,384 events of the subject's classes. */
  @State(Scope.Thread)
  public static class Cycle extends EventCycle {
    @Setup(Level.Trial)
    public void setUp(Subject subject) throws ReflectiveOperationException {
      fill(16384, subject.types, subject.eventTypes::event);
    }
  }

  /** Every event of a different class than the last, at random. */
  @Benchmark
  public void megamorphic(Subject subject, Cycle cycle) {
    subject.route.dispatch(cycle.next());
  }

  /** The same event every time. */
  @Benchmark
  public void monomorphic(Subject subject) {
    subject.route.dispatch(subject.sameEvent);
  }

  /**
   * Interceptors around a whole dispatch, as a user writes them by hand: each link calls its
   * interceptor with itself as the invocation, the last one calls the dispatcher. Built once.
   */
  static final class HandWritten implements Route {
    private final Link first;

    @SafeVarargs
    HandWritten(Dispatcher<Object> dispatcher, Interceptor<Object>... interceptors) {
      HandlerDescriptor described =
          HandlerDescriptor.ofClass(Dispatcher.class, dispatcher.getClass(), Object.class);
      Link next = null;
      for (int i = interceptors.length - 1; i >= 0; i--) {
        next = new Link(described, interceptors[i], next, dispatcher);
      }
      first = next;
    }

    @Override
    public void dispatch(Object event) {
      first.run(event);
    }
  }

  /** One interceptor and what follows it: the next link, or the dispatcher after the last. */
  private static final class Link implements Invocation<Object> {
    private final HandlerDescriptor handler;
    private final Interceptor<Object> interceptor;
    private final Link next;
    private final Dispatcher<Object> dispatcher;

    Link(
        HandlerDescriptor handler,
        Interceptor<Object> interceptor,
        Link next,
        Dispatcher<Object> dispatcher) {
      this.handler = handler;
      this.interceptor = interceptor;
      this.next = next;
      this.dispatcher = dispatcher;
    }

    void run(Object event) {
      interceptor.intercept(event, this);
    }

    @Override
    public void proceed(Object event) {
      if (next != null) {
        next.run(event);
      } else {
        dispatcher.dispatch(event);
      }
    }

    @Override
    public HandlerDescriptor handler() {
      return handler;
    }
  }
}
