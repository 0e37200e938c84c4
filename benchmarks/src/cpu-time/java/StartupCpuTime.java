package dev.switchboard.benchmarks;

import com.sun.management.ThreadMXBean;
import dev.switchboard.Dispatcher;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;

/**
 * {@link StartupTime}'s steps, each in wall time, thread CPU time and bytes the thread allocated, for
 * A/B comparisons of start-up on a busy machine, where wall time swings with the load. Compiled
 * against a benchmarks jar, of this commit or an older one, and run with it on the class path, by
 * {@code compare-commits.sh --measure startup}. Arguments: event types, and
 * {@code cold} to skip loading the event and handler classes before the clock starts. Steps: loading
 * the dispatcher class, {@code getMethod("create")} (apart: code calling {@code create()} pays none
 * of it; listing the typed methods resolves their parameter types, so in a cold start it loads the
 * event classes), {@code create()}, the first {@code handlerFor(event).handle(event)}, then the first
 * {@code dispatch(event)} of an event of another class. Then the heap the dispatcher keeps: used
 * heap after full collections while it is reachable, less the same once it is not (its handlers
 * included, one object each, as any dispatcher holds them; the classes, and what reflection cached
 * for {@code getMethod}, stay either way).
 */
public final class StartupCpuTime {
  private static final String[] STEPS = {"load", "getMethod", "create", "handlerFor", "dispatch"};

  private final ThreadMXBean thread = (ThreadMXBean) ManagementFactory.getThreadMXBean();
  private final long[] wall = new long[STEPS.length + 1];
  private final long[] cpu = new long[STEPS.length + 1];
  private final long[] allocated = new long[STEPS.length + 1];
  private int marks;

  private StartupCpuTime() {}

  public static void main(String[] args) throws ReflectiveOperationException {
    int types = Integer.parseInt(args[0]);
    boolean cold = args.length > 1 && args[1].equals("cold");
    String packageName = "dev.switchboard.benchmarks.n" + types;
    Object event =
        Class.forName(packageName + ".E" + (types / 2)).getConstructor().newInstance();
    Object other =
        Class.forName(packageName + ".E" + (types / 4)).getConstructor().newInstance();
    for (int i = 0; i < types && !cold; i++) {
      Class.forName(packageName + ".E" + i);
      Class.forName(packageName + ".H" + i);
    }

    StartupCpuTime clock = new StartupCpuTime();
    clock.mark();
    Class<?> generated = Class.forName(packageName + ".SwitchboardEvents");
    clock.mark();
    Method create = generated.getMethod("create");
    clock.mark();
    @SuppressWarnings("unchecked") // Events extends Dispatcher<Event>, and every Ei is an Event
    Dispatcher<Object> dispatcher = (Dispatcher<Object>) create.invoke(null);
    clock.mark();
    dispatcher.handlerFor(event).handle(event);
    clock.mark();
    dispatcher.dispatch(other);
    clock.mark();
    held = dispatcher;
    dispatcher = null;
    long withDispatcher = usedHeapAfterCollection();
    held = null;
    long retained = withDispatcher - usedHeapAfterCollection();
    System.out.println(clock.report()
        + String.format(" retained=%d B (%.1f B per type)", retained, (double) retained / types));
  }

  /** The dispatcher, while the heap is measured with it: a field, so that no compiler ends its life early. */
  private static Object held;

  /** Bytes of heap in use after full collections, once the figure stops falling. */
  private static long usedHeapAfterCollection() {
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      long now = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
      if (now >= used) {
        return now;
      }
      used = now;
    }
    return used;
  }

  private void mark() {
    wall[marks] = System.nanoTime();
    cpu[marks] = thread.getCurrentThreadCpuTime();
    allocated[marks] = thread.getCurrentThreadAllocatedBytes();
    marks++;
  }

  /** {@code step=wall/cpu/allocated} for each step, in ms, ms and MiB, then the totals. */
  private String report() {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < STEPS.length; i++) {
      line.append(String.format(
          "%s=%.2f/%.2f/%.1fM ",
          STEPS[i],
          (wall[i + 1] - wall[i]) / 1e6,
          (cpu[i + 1] - cpu[i]) / 1e6,
          (allocated[i + 1] - allocated[i]) / 1048576.0));
    }
    return line.append(String.format(
            "total=%.2f/%.2f",
            (wall[STEPS.length] - wall[0]) / 1e6, (cpu[STEPS.length] - cpu[0]) / 1e6))
        .toString();
  }
}
