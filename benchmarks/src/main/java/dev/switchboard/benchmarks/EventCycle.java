package dev.switchboard.benchmarks;

import java.util.Random;

/**
 * Events of random classes cycled in order; long enough that branch predictors cannot learn it. The
 * megamorphic benchmarks' states extend it: each fills it from its own subject in its set-up, as a
 * JMH state's set-up takes the other states by their own class.
 */
public abstract class EventCycle {
  /** Where the events come from: a new event of the {@code i}-th handled class. */
  interface Events {
    Object event(int i) throws ReflectiveOperationException;
  }

  private Object[] cycle;
  private int next;

  /**
   * Fills the cycle with {@code length} events (a power of two), each of one of {@code types} classes
   * drawn at random, the same classes in every run.
   */
  final void fill(int length, int types, Events events) throws ReflectiveOperationException {
    Random random = new Random(42);
    cycle = new Object[length];
    for (int i = 0; i < length; i++) {
      cycle[i] = events.event(random.nextInt(types));
    }
    next = 0;
  }

  final Object next() {
    Object event = cycle[next];
    next = (next + 1) & (cycle.length - 1);
    return event;
  }
}
