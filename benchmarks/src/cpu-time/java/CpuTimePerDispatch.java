package dev.switchboard.benchmarks;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.Random;

/**
 * Thread CPU time per dispatch, for A/B comparisons on a busy machine, where JMH's wall-clock
 * figures swing with the load: time the thread spends descheduled is not counted. Compiled by
 * {@code compare-commits.sh} against a benchmarks jar and run with it on the class path, of this
 * commit or an older one (it reaches the suite's package-private set-up by reflection). Arguments:
 * event types, {@code Target} name, case ({@code mono}, {@code unhandled} or {@code mega}, a seeded
 * 1,024-event cycle), repetitions of 20 million dispatches, a label. Prints the least CPU time per
 * dispatch over the repetitions after the first three (warm-up). It works in a thread of its own,
 * started after the {@code hash-seed} agent ran (see compare-commits.sh), so that the identity
 * hashes of its classes differ from run to run.
 */
public class CpuTimePerDispatch {
  public static void main(String[] args) throws Exception {
    Throwable[] failure = new Throwable[1];
    Thread worker = new Thread(() -> {
      try {
        measure(args);
      } catch (Throwable e) {
        failure[0] = e;
      }
    });
    worker.start();
    worker.join();
    if (failure[0] != null) {
      throw new Exception("the measurement failed", failure[0]);
    }
  }

  private static void measure(String[] args) throws Exception {
    int n = Integer.parseInt(args[0]);
    Class<?> eventTypes = Class.forName("dev.switchboard.benchmarks.EventTypes");
    Constructor<?> constructor = eventTypes.getDeclaredConstructor(int.class);
    constructor.setAccessible(true);
    Object types = constructor.newInstance(n);
    Class<?> targetClass = Class.forName("dev.switchboard.benchmarks.Target");
    Method routeOf = targetClass.getDeclaredMethod("route", eventTypes);
    routeOf.setAccessible(true);
    Object target = null;
    for (Object constant : targetClass.getEnumConstants()) {
      if (((Enum<?>) constant).name().equals(args[1])) {
        target = constant;
      }
    }
    Route route = (Route) routeOf.invoke(target, types);
    Method event = eventTypes.getDeclaredMethod("event", int.class);
    event.setAccessible(true);
    Method unhandled = eventTypes.getDeclaredMethod("unhandled");
    unhandled.setAccessible(true);
    Object[] events = new Object[1024];
    Random random = new Random(42);
    Object same = event.invoke(types, n / 2);
    Object none = unhandled.invoke(types);
    for (int i = 0; i < events.length; i++) {
      events[i] = args[2].equals("mono")
          ? same
          : args[2].equals("unhandled") ? none : event.invoke(types, random.nextInt(n));
    }
    ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    int reps = Integer.parseInt(args[3]);
    long iterations = 20_000_000;
    double best = Double.MAX_VALUE;
    for (int rep = 0; rep < reps; rep++) {
      long start = bean.getCurrentThreadCpuTime();
      run(route, events, iterations);
      double ns = (bean.getCurrentThreadCpuTime() - start) / (double) iterations;
      if (rep >= 3) best = Math.min(best, ns);
    }
    System.out.printf("%s %d %s %s %.3f%n", args[4], n, args[1], args[2], best);
  }

  private static void run(Route route, Object[] events, long iterations) {
    for (long i = 0; i < iterations; i++) {
      route.dispatch(events[(int) i & 1023]);
    }
  }
}
