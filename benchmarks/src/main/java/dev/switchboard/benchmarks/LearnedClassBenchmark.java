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
 * A class learned at run time, dispatched again and again once learned: held by itself when the
 * dispatcher keeps its loader anyway (a class of the class path), or through a weak reference (a hidden
 * class, which its loader does not keep; a class of a child loader is held the same way). Same
 * settings as {@link DispatchBenchmark}; both events are unhandled copies of the package's {@code
 * NewEvent}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 4, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class LearnedClassBenchmark {

  /** How the learned class is held. */
  public enum Holding {
    /** {@code NewEvent} itself, of the dispatcher's own loader: held by itself, like a compile-time class. */
    CLASS_PATH,
    /** A hidden copy of {@code NewEvent} (not STRONG): held through a weak reference. */
    HIDDEN
  }

  @State(Scope.Thread)
  public static class Subject {
    @Param({"8", "1024"})
    int types;

    @Param({"SWITCHBOARD_DISPATCH", "SWITCHBOARD_HANDLER_FOR"})
    Target target;

    @Param({"CLASS_PATH", "HIDDEN"})
    Holding holding;

    Route route;
    Object event;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      EventTypes eventTypes = new EventTypes(types);
      route = target.route(eventTypes);
      Class<?> eventClass = holding == Holding.CLASS_PATH
          ? eventTypes.newEventTemplate()
          : eventTypes
              .newEventLookup()
              .defineHiddenClass(eventTypes.newEventClassFile(), false)
              .lookupClass();
      event = eventClass.getConstructor().newInstance();
      route.dispatch(event);
    }
  }

  /** The same learned event every time. */
  @Benchmark
  public void learned(Subject subject) {
    subject.route.dispatch(subject.event);
  }
}
