package dev.switchboard.samples.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Failure;
import dev.switchboard.annotations.EventDispatcher.Mode;
import dev.switchboard.annotations.Handles;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Broadcasting allocates nothing per event, in either failure policy, for precomputed routes,
 * routes learned at run time and unhandled events: HotSpot's per-thread allocation counter barely
 * moves over a million dispatches. Counts bytes, not time.
 */
class BroadcastAllocationTest {
  /** A multiple of the three events, so each is dispatched as often. */
  private static final int DISPATCHES = 999_999;

  @EventDispatcher(mode = Mode.BROADCAST, failure = Failure.RUN_ALL_THEN_THROW)
  interface Meters extends Dispatcher<Reading> {}

  interface Reading {}

  static class Temperature implements Reading {}

  /** Counts into a plain field: a handler that allocates nothing itself. */
  abstract static class Counter<E> implements Handler<E> {
    long count;

    @Override
    public void handle(E event) {
      count++;
    }
  }

  @Handles(Reading.class)
  static final class CountReadings extends Counter<Reading> {}

  @Handles(value = Temperature.class, priority = 1)
  static final class CountTemperatures extends Counter<Temperature> {}

  @Test
  void broadcastingAllocatesNothingPerEvent() {
    assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
        "needs HotSpot's per-thread allocation counter");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    CountReadings readings = new CountReadings();
    CountTemperatures temperatures = new CountTemperatures();
    Meters meters = new SwitchboardBroadcastAllocationTest_Meters(readings, temperatures);
    List<Reading> events = List.of(new Temperature(), new Temperature() {}, new Reading() {});
    dispatch(meters, events, DISPATCHES); // learn the unseen classes, let the JIT compile

    long before = threads.getCurrentThreadAllocatedBytes();
    dispatch(meters, events, DISPATCHES);
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;

    assertEquals(2L * DISPATCHES, readings.count);
    assertEquals(2L * DISPATCHES / 3 * 2, temperatures.count);
    // The counter itself and the loop may allocate a few objects; one byte per dispatch would be about 1 MB.
    assertTrue(allocated < 64 * 1024, allocated + " bytes allocated over " + DISPATCHES + " dispatches");
  }

  private static void dispatch(Meters meters, List<Reading> events, int count) {
    for (int i = 0; i < count; i++) {
      meters.dispatch(events.get(i % events.size()));
    }
  }
}
