package dev.switchboard.samples.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Mode;
import dev.switchboard.annotations.Handles;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One generated dispatcher of each mode, shared by 8 threads that start together and dispatch
 * millions of events, among them anonymous classes the processor never saw, resolved concurrently
 * for the first time. Every handler must have seen exactly its events. The processor generates
 * {@code SwitchboardConcurrentDispatchTest_Jobs} and {@code _Signals} from this test's own sources.
 */
class ConcurrentDispatchTest {
  static final int THREADS = 8;
  static final int ROUNDS = 25_000;

  /** Exclusive: the nearest handled type's handler. */
  @EventDispatcher
  interface Jobs extends Dispatcher<Job> {}

  interface Job {}

  static class Build implements Job {}

  static class Deploy extends Build {}

  /** Broadcast: the handlers of every supertype. */
  @EventDispatcher(mode = Mode.BROADCAST)
  interface Signals extends Dispatcher<Signal> {}

  interface Signal {}

  static class Heartbeat implements Signal {}

  static class Alarm implements Signal {}

  /** What each handler received, by handler class. */
  static final Map<Class<?>, LongAdder> RECEIVED = new ConcurrentHashMap<>();

  abstract static class Counting<E> implements Handler<E> {
    @Override
    public void handle(E event) {
      RECEIVED.computeIfAbsent(getClass(), c -> new LongAdder()).increment();
    }
  }

  @Handles(Job.class)
  static final class OnJob extends Counting<Job> {}

  @Handles(Build.class)
  static final class OnBuild extends Counting<Build> {}

  @Handles(Signal.class)
  static final class OnSignal extends Counting<Signal> {}

  @Handles(Heartbeat.class)
  static final class OnHeartbeat extends Counting<Heartbeat> {}

  @Handles(Alarm.class)
  static final class OnAlarm extends Counting<Alarm> {}

  @Test
  @Timeout(120)
  void everyHandlerSeesExactlyItsEventsWhenEightThreadsShareTheDispatchers() throws Exception {
    SwitchboardConcurrentDispatchTest_Jobs jobs = SwitchboardConcurrentDispatchTest_Jobs.create();
    SwitchboardConcurrentDispatchTest_Signals signals = SwitchboardConcurrentDispatchTest_Signals.create();
    // Anonymous classes: not seen by the processor, learned at run time by whichever thread is first.
    List<Job> jobEvents = List.of(new Build(), new Deploy(), new Build() {}, new Deploy() {}, new Job() {},
        new Job() {});
    List<Signal> signalEvents = List.of(new Heartbeat(), new Alarm(), new Heartbeat() {}, new Alarm() {},
        new Signal() {});
    CyclicBarrier start = new CyclicBarrier(THREADS);
    List<Thread> threads = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      Thread thread = new Thread(() -> {
        try {
          start.await();
          for (int round = 0; round < ROUNDS; round++) {
            jobEvents.forEach(jobs::dispatch);
            signalEvents.forEach(signals::dispatch);
          }
        } catch (Exception | AssertionError e) {
          synchronized (failures) {
            failures.add(e);
          }
        }
      });
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }

    assertEquals(List.of(), failures);
    long times = (long) THREADS * ROUNDS;
    // Build, Deploy and their anonymous subclasses reach OnBuild; the two anonymous Jobs reach OnJob.
    assertEquals(4 * times, received(OnBuild.class));
    assertEquals(2 * times, received(OnJob.class));
    // Every signal reaches OnSignal; heartbeats and alarms (anonymous ones too) also their own handler.
    assertEquals(5 * times, received(OnSignal.class));
    assertEquals(2 * times, received(OnHeartbeat.class));
    assertEquals(2 * times, received(OnAlarm.class));
    assertEquals(15 * times, RECEIVED.values().stream().mapToLong(LongAdder::sum).sum(), "no stray deliveries");
  }

  private static long received(Class<?> handler) {
    return RECEIVED.getOrDefault(handler, new LongAdder()).sum();
  }
}
