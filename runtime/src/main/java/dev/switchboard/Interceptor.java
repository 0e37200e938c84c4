package dev.switchboard;

/**
 * Runs around the calls of a handler: a chain built by {@link
 * dev.switchboard.support.InterceptorChain#wrap} calls {@link #intercept} instead of the handler, and the handler runs when (and each time) the interceptor calls {@link
 * Invocation#proceed}. An interceptor may proceed once, several times (to retry), not at all (to
 * guard), or on another thread; it sees the handler's exceptions, and may rethrow, wrap or swallow
 * them.
 *
 * <p>Interceptors are shared by every dispatch of their routes, often from several threads: keep
 * them stateless, or thread-safe.
 *
 * @param <E> the type of event it accepts: it wraps routes of this type and its subtypes
 */
@FunctionalInterface
public interface Interceptor<E> {
  /**
   * Intercepts one call of the handler {@code next} describes, with {@code event} (never null).
   * Call {@code next.proceed(event)} to run the interceptors inside this one, then the handler.
   */
  void intercept(E event, Invocation<E> next);

  /**
   * The interceptor that runs around the handler {@code handler} describes: a chain asks once, when
   * it is built with the dispatcher, and calls the result instead of this one. An interceptor whose
   * work depends on the handler (an executor or a setting per handler) finds it here, or in the
   * result at its first call, rather than looking it up on every call. By default, this interceptor.
   * {@link #intercept} must still serve every handler: an interceptor that wraps another may call it.
   */
  default Interceptor<E> forHandler(HandlerDescriptor handler) {
    return this;
  }
}
