package dev.switchboard.testing;

import dev.switchboard.Handler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a recording dispatcher was given, oldest first, with assertions on it; each failure is an
 * {@link AssertionError} naming what was dispatched. Safe to use from several threads. Get it with
 * {@link RecordingDispatcher#logOf}.
 */
public final class DispatchLog {
  private final List<Dispatch> dispatches = new ArrayList<>();

  DispatchLog() {}

  void add(Object event, Handler<?> handler) {
    Dispatch dispatch = new Dispatch(event, handler);
    synchronized (dispatches) {
      dispatches.add(dispatch);
    }
  }

  /** Each event dispatched so far with the handler it went to, oldest first: a copy. */
  public List<Dispatch> dispatches() {
    synchronized (dispatches) {
      return List.copyOf(dispatches);
    }
  }

  /** The events dispatched so far, oldest first. */
  public List<Object> events() {
    List<Object> events = new ArrayList<>();
    dispatches().forEach(dispatch -> events.add(dispatch.event()));
    return events;
  }

  /** The events of class {@code type} (or a subclass) dispatched so far, oldest first. */
  public <T> List<T> events(Class<T> type) {
    List<T> events = new ArrayList<>();
    for (Object event : events()) {
      if (type.isInstance(event)) {
        events.add(type.cast(event));
      }
    }
    return events;
  }

  /** The only event dispatched so far, which must be a {@code type}. */
  public <T> T single(Class<T> type) {
    List<Object> events = events();
    if (events.size() != 1 || !type.isInstance(events.get(0))) {
      throw new AssertionError("expected exactly one event, of class " + type.getName()
          + ", to be dispatched, but " + describe(events));
    }
    return type.cast(events.get(0));
  }

  /** Asserts that exactly {@code expected} were dispatched, in this order (compared with {@code equals}). */
  public void assertDispatched(Object... expected) {
    List<Object> events = events();
    if (!events.equals(Arrays.asList(expected))) {
      throw new AssertionError("expected the events " + Arrays.asList(expected)
          + " to be dispatched, but " + describe(events));
    }
  }

  /** Asserts that no event was dispatched. */
  public void assertNothingDispatched() {
    List<Object> events = events();
    if (!events.isEmpty()) {
      throw new AssertionError("expected no event to be dispatched, but " + describe(events));
    }
  }

  /** Forgets what was dispatched so far. */
  public void clear() {
    synchronized (dispatches) {
      dispatches.clear();
    }
  }

  @Override
  public String toString() {
    return dispatches().toString();
  }

  private static String describe(List<Object> events) {
    return events.isEmpty() ? "none was" : "the events dispatched were " + events;
  }
}
