package dev.switchboard.samples.kafka;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A mail gateway whose behaviour per order the test scripts: fail a number of times, crash the
 * consumer once, or hold a send until the test releases it. Records what it sent and on which
 * threads.
 */
final class ScriptedMailer implements Mailer {
  /** What a gateway failure that leaves the JVM in doubt looks like: an Error, not retried. */
  static final class GatewayCrashed extends Error {
    private static final long serialVersionUID = 1L;

    GatewayCrashed(String orderId) {
      super("Gateway crashed sending for " + orderId);
    }
  }

  /** A send held until {@link #release()}. */
  static final class Gate {
    private final CountDownLatch entered = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    void awaitEntered() throws InterruptedException {
      if (!entered.await(20, TimeUnit.SECONDS)) {
        throw new AssertionError("The held send never started");
      }
    }

    void release() {
      released.countDown();
    }
  }

  private final List<String> sent = new CopyOnWriteArrayList<>();
  private final Set<String> threads = ConcurrentHashMap.newKeySet();
  private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> failuresLeft = new ConcurrentHashMap<>();
  private final Set<String> crashOnce = ConcurrentHashMap.newKeySet();
  private final Map<String, Gate> gates = new ConcurrentHashMap<>();

  /** The next {@code times} sends for {@code orderId} throw. */
  ScriptedMailer failing(String orderId, int times) {
    failuresLeft.put(orderId, new AtomicInteger(times));
    return this;
  }

  /** The next send for {@code orderId} throws {@link GatewayCrashed}. */
  ScriptedMailer crashingOnce(String orderId) {
    crashOnce.add(orderId);
    return this;
  }

  /** The next send for {@code orderId} waits for the gate. */
  Gate holding(String orderId) {
    Gate gate = new Gate();
    gates.put(orderId, gate);
    return gate;
  }

  @Override
  public void send(String orderId, String text) {
    threads.add(Thread.currentThread().getName());
    attempts.computeIfAbsent(orderId, id -> new AtomicInteger()).incrementAndGet();
    Gate gate = gates.remove(orderId);
    if (gate != null) {
      gate.entered.countDown();
      try {
        if (!gate.released.await(20, TimeUnit.SECONDS)) {
          throw new IllegalStateException("Never released");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("Interrupted", e);
      }
    }
    if (crashOnce.remove(orderId)) {
      throw new GatewayCrashed(orderId);
    }
    AtomicInteger failures = failuresLeft.get(orderId);
    if (failures != null && failures.getAndDecrement() > 0) {
      throw new IllegalStateException("Gateway unavailable for " + orderId);
    }
    sent.add(text);
  }

  List<String> sent() {
    return List.copyOf(sent);
  }

  int attempts(String orderId) {
    AtomicInteger count = attempts.get(orderId);
    return count == null ? 0 : count.get();
  }

  Set<String> threads() {
    return Set.copyOf(threads);
  }
}
