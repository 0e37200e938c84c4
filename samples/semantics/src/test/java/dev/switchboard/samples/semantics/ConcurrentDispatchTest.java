package dev.switchboard.samples.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Mode;
import dev.switchboard.annotations.Handles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One generated dispatcher of each mode, shared by 8 threads that start together and dispatch
 * millions of events, among them anonymous classes the processor never saw, resolved concurrently
 * for the first time, and new hidden classes that each thread defines, dispatches and drops while
 * the others dispatch. Every handler must have seen exactly its events, and every dropped class
 * must be unloadable while the dispatchers live. The processor generates {@code
 * SwitchboardConcurrentDispatchTest_Jobs} and {@code _Signals} from this test's own sources.
 */
class ConcurrentDispatchTest {
  static final int THREADS = 8;
  static final int ROUNDS = 25_000;
  /** Every this many rounds, each thread defines a new class of each dispatcher and drops it. */
  static final int ROUNDS_PER_NEW_CLASS = 100;

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

  /** Copied into a new hidden class each time: a subclass of a handled job the dispatcher never saw. */
  static class FreshBuild extends Build {}

  /** Copied into a new hidden class each time: a heartbeat the dispatcher never saw. */
  static class FreshHeartbeat extends Heartbeat {}

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
    HiddenCopies freshBuilds = new HiddenCopies(FreshBuild.class);
    HiddenCopies freshHeartbeats = new HiddenCopies(FreshHeartbeat.class);
    ReferenceQueue<Class<?>> unloaded = new ReferenceQueue<>();
    List<WeakReference<Class<?>>> dropped = new ArrayList<>();
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
            if (round % ROUNDS_PER_NEW_CLASS == 0) {
              WeakReference<Class<?>> build = dispatchNew(freshBuilds, (Job job) -> jobs.dispatch(job), unloaded);
              WeakReference<Class<?>> heartbeat =
                  dispatchNew(freshHeartbeats, (Signal signal) -> signals.dispatch(signal), unloaded);
              synchronized (dropped) {
                dropped.add(build);
                dropped.add(heartbeat);
              }
            }
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
    long fresh = (long) THREADS * ((ROUNDS + ROUNDS_PER_NEW_CLASS - 1) / ROUNDS_PER_NEW_CLASS);
    // Build, Deploy, their anonymous subclasses and each new FreshBuild class reach OnBuild; the two
    // anonymous Jobs reach OnJob.
    assertEquals(4 * times + fresh, received(OnBuild.class));
    assertEquals(2 * times, received(OnJob.class));
    // Every signal reaches OnSignal; heartbeats and alarms (anonymous and new ones too) also their own handler.
    assertEquals(5 * times + fresh, received(OnSignal.class));
    assertEquals(2 * times + fresh, received(OnHeartbeat.class));
    assertEquals(2 * times, received(OnAlarm.class));
    assertEquals(15 * times + 3 * fresh, RECEIVED.values().stream().mapToLong(LongAdder::sum).sum(),
        "no stray deliveries");
    // The dispatchers live on and have learned every new class: none of them may keep one alive.
    assertEquals(0, retainedAfterCollection(unloaded, dropped.size()), "new classes still reachable");
    Reference.reachabilityFence(jobs);
    Reference.reachabilityFence(signals);
  }

  /** Dispatches one event of a new copy of {@code copies}' class; returns a weak reference to that class. */
  private static <E> WeakReference<Class<?>> dispatchNew(
      HiddenCopies copies, Consumer<E> dispatch, ReferenceQueue<Class<?>> unloaded) {
    E event = copies.newInstance();
    dispatch.accept(event);
    return new WeakReference<>(event.getClass(), unloaded);
  }

  /** Collects garbage until {@code watched} classes were unloaded, 20 times at most; returns how many were not. */
  private static int retainedAfterCollection(ReferenceQueue<Class<?>> unloaded, int watched)
      throws InterruptedException {
    int retained = watched;
    for (int attempt = 0; attempt < 20 && retained > 0; attempt++) {
      System.gc();
      while (retained > 0 && unloaded.remove(100) != null) {
        retained--;
      }
    }
    return retained;
  }

  /**
   * New hidden classes copied from one class of this test: each is a class no dispatcher has seen,
   * and, defined without {@code STRONG}, is unloaded as soon as nothing references it.
   */
  private static final class HiddenCopies {
    private final byte[] bytes;

    HiddenCopies(Class<?> template) {
      String resource = template.getName().substring(template.getPackageName().length() + 1) + ".class";
      try (InputStream in = template.getResourceAsStream(resource)) {
        this.bytes = in.readAllBytes();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    // The copy's class extends the template's superclass, so it is an E wherever the template is.
    @SuppressWarnings("unchecked")
    <E> E newInstance() {
      try {
        MethodHandles.Lookup copy = MethodHandles.lookup().defineHiddenClass(bytes, false);
        return (E) copy.findConstructor(copy.lookupClass(), MethodType.methodType(void.class)).invoke();
      } catch (Throwable e) {
        throw new AssertionError(e);
      }
    }
  }

  private static long received(Class<?> handler) {
    return RECEIVED.getOrDefault(handler, new LongAdder()).sum();
  }
}
