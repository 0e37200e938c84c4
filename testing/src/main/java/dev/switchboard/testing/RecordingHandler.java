package dev.switchboard.testing;

import dev.switchboard.Handler;
import java.util.ArrayList;
import java.util.List;

/**
 * A handler that remembers the events it was given, in order; safe to use from several threads.
 * Use it where any {@code Handler} fits: as the handler given to a generated dispatcher's {@code
 * withDeadLetters}, or subclassed with {@code @Handles} in test sources, as a handler of a dispatcher
 * generated from them. The generated constructor takes each handler as its own class, so it does not
 * take this one in place of a real handler.
 *
 * @param <E> the type of event handled
 */
public class RecordingHandler<E> implements Handler<E> {
  private final List<E> events = new ArrayList<>();

  /** A handler that has recorded nothing yet. */
  public RecordingHandler() {}

  @Override
  public void handle(E event) {
    synchronized (events) {
      events.add(event);
    }
  }

  /** The events handled so far, oldest first: a copy. */
  public List<E> events() {
    synchronized (events) {
      return List.copyOf(events);
    }
  }

  /** The only event handled so far. */
  public E single() {
    synchronized (events) {
      if (events.size() != 1) {
        throw new AssertionError(
            "expected exactly one event, but " + describe() + " handled " + events);
      }
      return events.get(0);
    }
  }

  /** Forgets the events handled so far. */
  public void clear() {
    synchronized (events) {
      events.clear();
    }
  }

  private String describe() {
    return getClass() == RecordingHandler.class
        ? "the recording handler"
        : getClass().getName();
  }
}
