package dev.switchboard.testing;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import java.util.List;
import java.util.Objects;

/**
 * Records what code under test dispatches. Three ways, each read back through {@link #logOf}:
 *
 * <ul>
 *   <li>{@link #of(Class) of(OrderEvents.class)}: a stand-in for your own dispatcher interface that
 *       records every event and runs no handler;
 *   <li>{@link #recording(Class, Dispatcher) recording(OrderEvents.class, dispatcher)}: your
 *       interface again, recording each event with the handler the real dispatcher chose, then
 *       handing it to that dispatcher;
 *   <li>{@link #recording(Dispatcher) recording(dispatcher)}: a {@code Dispatcher<E>} doing the same,
 *       for code that takes a plain {@code Dispatcher<E>}.
 * </ul>
 *
 * <p>All are safe to use from several threads. The first two are {@link java.lang.reflect.Proxy
 * proxies} of an interface: a dispatcher declared as an abstract class has no stand-in, so wrap the
 * real one.
 *
 * @param <E> the root type of the events the wrapped dispatcher routes
 */
public final class RecordingDispatcher<E> implements Dispatcher<E> {
  private final Dispatcher<E> delegate;
  private final DispatchLog log = new DispatchLog();

  private RecordingDispatcher(Dispatcher<E> delegate) {
    this.delegate = Objects.requireNonNull(delegate, "delegate");
  }

  /** Wraps {@code delegate}: handlers still run, and {@link #log()} says which one took each event. */
  public static <E> RecordingDispatcher<E> recording(Dispatcher<E> delegate) {
    return new RecordingDispatcher<>(delegate);
  }

  /**
   * A stand-in for your dispatcher interface {@code type}, for tests of code that holds one: it
   * records every event handed to its {@code dispatch} methods (typed ones your interface declares
   * included), to {@code dispatchAsync} (recorded at the call; the future it returns is already
   * complete and the executor is not used) and to the handler its {@code handlerFor} returns, which
   * records what it is handed. No handler runs. {@code withDeadLetters} returns the stand-in itself,
   * and your interface's other default methods run, so their dispatches are recorded.
   *
   * <pre>{@code
   * OrderEvents events = RecordingDispatcher.of(OrderEvents.class);
   * new Checkout(events).placeOrder("A-1");
   * RecordingDispatcher.logOf(events).assertDispatched(new OrderPlaced("A-1"));
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code type} is a class, or declares an abstract method other
   *     than {@code handlerFor} and {@code withDeadLetters}, which a stand-in could not implement
   */
  public static <D extends Dispatcher<?>> D of(Class<D> type) {
    return DispatcherProxy.create(type, null, new DispatchLog());
  }

  /**
   * Your dispatcher interface {@code type} over the real {@code delegate} (a generated dispatcher):
   * each event handed to a {@code dispatch} method or to {@code dispatchAsync} is recorded with the
   * handler {@code delegate.handlerFor} returns for it, then the delegate's own method runs it.
   * {@code handlerFor} returns the delegate's handler, and is not recorded. {@code withDeadLetters}
   * returns the delegate's copy, recording into the same log.
   *
   * <pre>{@code
   * OrderEvents events = RecordingDispatcher.recording(OrderEvents.class, new SwitchboardOrderEvents(...));
   * new Checkout(events).placeOrder("A-1");
   * assertSame(reserveStock, RecordingDispatcher.logOf(events).dispatches().get(0).handler());
   * }</pre>
   *
   * @throws IllegalArgumentException if {@code type} is a class
   */
  public static <D extends Dispatcher<?>> D recording(Class<D> type, D delegate) {
    return DispatcherProxy.create(
        type, Objects.requireNonNull(delegate, "delegate"), new DispatchLog());
  }

  /**
   * What {@code dispatcher}, one of this class's recording dispatchers, has recorded.
   *
   * @throws IllegalArgumentException if {@code dispatcher} records nothing
   */
  public static DispatchLog logOf(Dispatcher<?> dispatcher) {
    if (dispatcher instanceof RecordingDispatcher) {
      return ((RecordingDispatcher<?>) dispatcher).log;
    }
    DispatchLog log = DispatcherProxy.logOf(Objects.requireNonNull(dispatcher, "dispatcher"));
    if (log == null) {
      throw new IllegalArgumentException(
          dispatcher + " is not a recording dispatcher: create it with"
              + " RecordingDispatcher.of, or RecordingDispatcher.recording");
    }
    return log;
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
    log.add(event, handler);
    handler.handle(event);
  }

  /** What was dispatched so far, with its assertions. */
  public DispatchLog log() {
    return log;
  }

  /** What was dispatched so far, oldest first: a copy. */
  public List<Dispatch> dispatches() {
    return log.dispatches();
  }

  /** The events dispatched so far, oldest first. */
  public List<Object> events() {
    return log.events();
  }
}
