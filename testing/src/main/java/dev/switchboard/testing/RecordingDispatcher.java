package dev.switchboard.testing;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Wraps a dispatcher and records which handler every dispatched event went to, for tests of code
 * that dispatches: hand the code under test the recording dispatcher, then assert on {@link
 * #dispatches()}. Handlers still run. Safe to use from several threads.
 *
 * @param <E> the root type of the events the wrapped dispatcher routes
 */
public final class RecordingDispatcher<E> implements Dispatcher<E> {
  private final Dispatcher<E> delegate;
  private final List<Dispatch> dispatches = new ArrayList<>();

  private RecordingDispatcher(Dispatcher<E> delegate) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
  }

  public static <E> RecordingDispatcher<E> recording(Dispatcher<E> delegate) {
    return new RecordingDispatcher<>(delegate);
  }

  /** The wrapped dispatcher's handler for {@code event}; looking a handler up is not recorded. */
  @Override
  public <T extends E> Handler<? super T> handlerFor(T event) {
    return delegate.handlerFor(event);
  }

  /** Records the event and its handler, then hands the event to that handler. */
  @Override
  public void dispatch(E event) {
    Handler<? super E> handler = delegate.handlerFor(event);
    synchronized (dispatches) {
      dispatches.add(new Dispatch(event, handler));
    }
    handler.handle(event);
  }

  /** What was dispatched so far, oldest first: a copy. */
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
}
