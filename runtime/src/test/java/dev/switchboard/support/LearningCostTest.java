package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Handler;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Learning a class costs the same whether the table has learned a hundred classes or thousands:
 * the cost of first look-ups late in a run, compared with early in the same run (a ratio, never a
 * time). A first look-up is what the first dispatch of an event of a new class does; {@code
 * routeOf(Class)} does it without the event, which spares the test making 11,000 instances.
 */
class LearningCostTest {
  private static final int WARM_UP_CLASSES = 1_000;
  private static final int CLASSES = 10_000;
  /** How many first dispatches each end of the run is judged by. */
  private static final int WINDOW = 200;

  private static final ThrowawayClasses FRESH = new ThrowawayClasses(Templates.Fresh.class);

  @Test
  void learningCostsNoMoreAfterTenThousandClassesThanAfterAHundred() {
    learnAll(newClasses(WARM_UP_CLASSES)); // so that the measured run is compiled code throughout

    long[] nanos = learnAll(newClasses(CLASSES));

    // Medians: a garbage collection or a compilation during a few first look-ups must not decide.
    // The old design, a table copied per class learned, fails this by far: at 10,000 classes its
    // late median was 15 to 380 times its early one on a busy machine.
    long early = Math.max(1, median(Arrays.copyOfRange(nanos, 100, 100 + WINDOW)));
    long late = median(Arrays.copyOfRange(nanos, CLASSES - WINDOW, CLASSES));
    double ratio = (double) late / early;
    assertTrue(
        ratio < 3, "late / early = " + ratio + " (median CPU ns " + late + " / " + early + ")");
  }

  private static Class<?>[] newClasses(int count) {
    Class<?>[] classes = new Class<?>[count];
    for (int i = 0; i < count; i++) {
      classes[i] = FRESH.define();
    }
    return classes;
  }

  /**
   * The CPU time of the first look-up of each class by one new table. CPU time of this thread, not
   * wall time: on a busy machine a thread waits for a core longer than many look-ups take, and
   * garbage collection and JIT compilation run on other threads.
   */
  private static long[] learnAll(Class<?>[] classes) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Handler<Object> handler = event -> {};
    RouteTable table =
        RouteTable.builder().handle(Templates.Handled.class, handler).build();
    long[] nanos = new long[classes.length];
    for (int i = 0; i < classes.length; i++) {
      long start = threads.getCurrentThreadCpuTime();
      table.routeOf(classes[i]);
      nanos[i] = threads.getCurrentThreadCpuTime() - start;
    }
    // The classes stay alive until here: the table holds all of them.
    return nanos;
  }

  private static long median(long[] values) {
    Arrays.sort(values);
    return values[values.length / 2];
  }
}
