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
 * The typed path: the generated dispatcher's {@code dispatch(E)} called with a statically known event
 * class, next to calling that event's handler directly and through an object holding it, for a
 * handler class and for a handler method. Same
 * settings as {@link DispatchBenchmark}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 4, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(1)
public class TypedCallBenchmark {

  /** The calls of one size's {@code TypedCalls}, for its event {@code E(N/2)}. */
  @State(Scope.Thread)
  public static class Calls {
    @Param({"8", "64", "1024", "10000"})
    int types;

    StaticCalls calls;

    @Setup(Level.Trial)
    public void setUp() throws ReflectiveOperationException {
      calls = new EventTypes(types).typedCalls();
    }
  }

  /** The concrete handler's {@code handle}, called directly. */
  @Benchmark
  public void direct(Calls calls) {
    calls.calls.direct();
  }

  /** The concrete handler's {@code handle}, called through an object holding the handler. */
  @Benchmark
  public void heldDirect(Calls calls) {
    calls.calls.heldDirect();
  }

  /** The generated dispatcher's {@code dispatch} for the event's static type. */
  @Benchmark
  public void typedDispatch(Calls calls) {
    calls.calls.typedDispatch();
  }

  /** The handler method, called directly. */
  @Benchmark
  public void methodDirect(Calls calls) {
    calls.calls.methodDirect();
  }

  /** The handler method, called through an object holding its instance. */
  @Benchmark
  public void methodHeldDirect(Calls calls) {
    calls.calls.methodHeldDirect();
  }

  /** The generated dispatcher of handler methods' {@code dispatch} for the event's static type. */
  @Benchmark
  public void methodTypedDispatch(Calls calls) {
    calls.calls.methodTypedDispatch();
  }
}
