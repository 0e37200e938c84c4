package dev.switchboard;

/**
 * The rest of an interceptor chain, as the {@link Interceptor} running it sees it: the interceptors
 * inside it, then the handler. One object per route and interceptor, built with the dispatcher and
 * shared by every dispatch: an interceptor may keep it and proceed later, on any thread.
 *
 * @param <E> the type of event the handler accepts
 */
public interface Invocation<E> {
  /**
   * Runs the rest of the chain, then the handler, with {@code event}: the event intercepted or another
   * one, which must be an instance of the handler's {@linkplain HandlerDescriptor#eventType() event
   * type}. Exceptions of the handler and of the inner interceptors are thrown as they are.
   *
   * @throws IllegalArgumentException if {@code event} is not an instance of the handler's event type
   * @throws NullPointerException if {@code event} is null
   */
  void proceed(E event);

  /** The handler at the end of the chain. */
  HandlerDescriptor handler();
}
