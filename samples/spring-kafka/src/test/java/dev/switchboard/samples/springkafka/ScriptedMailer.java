package dev.switchboard.samples.springkafka;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A mail gateway that fails as often as a test tells it to, per order, and records what it sent. */
final class ScriptedMailer implements Mailer {
  private final Map<String, Integer> failuresLeft = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
  private final List<String> sent = new CopyOnWriteArrayList<>();

  /** The next {@code times} mails about {@code orderId} fail. */
  void failNext(String orderId, int times) {
    failuresLeft.put(orderId, times);
  }

  @Override
  public void send(String orderId, String text) {
    attempts.computeIfAbsent(orderId, id -> new AtomicInteger()).incrementAndGet();
    if (failuresLeft.getOrDefault(orderId, 0) > 0) {
      failuresLeft.merge(orderId, -1, Integer::sum);
      throw new IllegalStateException("mail gateway unavailable");
    }
    sent.add(text);
  }

  int attempts(String orderId) {
    AtomicInteger count = attempts.get(orderId);
    return count == null ? 0 : count.get();
  }

  List<String> sent() {
    return List.copyOf(sent);
  }
}
