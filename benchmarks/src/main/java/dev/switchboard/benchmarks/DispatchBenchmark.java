package dev.switchboard.benchmarks;

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
 * The cost of one dispatch (find the handler of an event's class, call it) for each {@link Target}
 * and number of event types. Short iterations and one fork keep a full run affordable; see
 * {@code docs/benchmarks.md} for how to run it and read it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 4, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class DispatchBenchmark {

  /** One target routing one size of event types. */
  @State(Scope.Thread)
  public static class Subject {
    @Param({"8", "64", "1024", "10000"})
    int types;

    @Param({
      "SWITCHBOARD_DISPATCH",
      "SWITCHBOARD_HANDLER_FOR",
      "SWITCHBOARD_METHOD_DISPATCH",
      "SWITCHBOARD_METHOD_HANDLER_FOR",
      "VISITOR",
      "IF_CHAIN",
      "IF_CHAIN_DIRECT",
      "IF_CHAIN_METHODS",
      "PATTERN_SWITCH",
      "IDENTITY_HASH_MAP",
      "CLASS_VALUE",
      "GUAVA_EVENT_BUS",
      "GREENROBOT_EVENT_BUS",
      "SPRING_EVENT_LISTENER"
    })
    Target target;

    /** The class of the monomorphic case's event: {@code E(same)}, or {@code E(N/2)} when negative. */
    @Param({"-1"})
    int same;

    EventTypes eventTypes;
    Route route;
    Object sameEvent;
    Object unhandledEvent;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      eventTypes = new EventTypes(types);
      route = target.route(eventTypes);
      sameEvent = event(same < 0 ? types / 2 : same);
      unhandledEvent = target.unhandled(eventTypes);
    }

    /** A new event of the {@code i}-th handled class of this target. */
    Object event(int i) throws ReflectiveOperationException {
      return target.event(eventTypes, i);
    }
  }

  /** {@code events} events of the subject's target's classes. */
  @State(Scope.Thread)
  public static class Cycle extends EventCycle {
    @Param({"1024", "16384"})
    int events;

    @Setup(Level.Trial)
    public void setUp(Subject subject) throws ReflectiveOperationException {
      fill(events, subject.types, subject::event);
    }
  }

  /** Every event of a different class than the last, at random: the call sites see every type. */
  @Benchmark
  public void megamorphic(Subject subject, Cycle cycle) {
    subject.route.dispatch(cycle.next());
  }

  /** The same event every time. */
  @Benchmark
  public void monomorphic(Subject subject) {
    subject.route.dispatch(subject.sameEvent);
  }

  /** An event no handler takes: the no-op path. */
  @Benchmark
  public void unhandled(Subject subject) {
    subject.route.dispatch(subject.unhandledEvent);
  }
}
