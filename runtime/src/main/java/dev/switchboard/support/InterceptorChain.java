package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import java.util.Objects;

/**
 * Builds the handler that runs interceptors around another handler, once; calling the result
 * allocates nothing.
 */
public final class InterceptorChain {
  private InterceptorChain() {}

  /**
   * The handler that runs {@code outermostFirst} around {@code target}: the first interceptor is
   * called with each event, and its {@code proceed} runs the second, and so on; the last one's runs
   * {@code target}. With no interceptors, {@code target} itself.
   *
   * @param handler what {@code target} is: the {@code Invocation.handler()} every interceptor sees
   */
  // Each step is shared by every event type of E's: an interceptor of a supertype of E is called
  // with events of E, and Interceptor is only ever called with events, so the casts are safe as
  // long as every event proceeded with is an E, which the steps check.
  @SafeVarargs
  @SuppressWarnings("unchecked")
  public static <E> Handler<E> wrap(
      HandlerDescriptor handler,
      Handler<? super E> target,
      Interceptor<? super E>... outermostFirst) {
    Objects.requireNonNull(handler, "handler");
    Objects.requireNonNull(target, "target");
    return chain(handler, (Handler<Object>) target, null, null, 0, outermostFirst);
  }

  /**
   * The handler that runs {@code outermostFirst} around {@code target}, as {@link
   * #wrap(HandlerDescriptor, Handler, Interceptor...)} does, whose last interceptor's {@code proceed}
   * hands the event to {@code calls.call(number, receiver, event)} rather than to {@code target}: a
   * call the dispatcher binds to the handler's class. {@code target} is still what {@link #targetOf}
   * and the chain's {@code toString} show.
   *
   * @param receiver the handler instance: {@code target} itself, or the instance whose handler method
   *     {@code target} calls
   * @param calls the dispatcher's calls of its handlers, of which {@code number} calls this one
   */
  @SafeVarargs
  @SuppressWarnings("unchecked")
  public static <E> Handler<E> wrap(
      HandlerDescriptor handler,
      Handler<? super E> target,
      Object receiver,
      HandlerCalls calls,
      int number,
      Interceptor<? super E>... outermostFirst) {
    Objects.requireNonNull(handler, "handler");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(receiver, "receiver");
    Objects.requireNonNull(calls, "calls");
    return chain(handler, (Handler<Object>) target, receiver, calls, number, outermostFirst);
  }

  @SuppressWarnings("unchecked")
  private static <E> Handler<E> chain(
      HandlerDescriptor handler,
      Handler<Object> target,
      Object receiver,
      HandlerCalls calls,
      int number,
      Interceptor<?>[] outermostFirst) {
    Handler<Object> next = target;
    for (int i = outermostFirst.length - 1; i >= 0; i--) {
      Interceptor<Object> interceptor = (Interceptor<Object>)
          Objects.requireNonNull(outermostFirst[i], () -> "interceptor of " + handler);
      next = i == outermostFirst.length - 1 && calls != null
          ? new HandlerCallStep(handler, interceptor, next, receiver, calls, number)
          : new HandingOnStep(handler, interceptor, next);
    }
    return (Handler<E>) next;
  }

  /**
   * The handler at the end of {@code handler}'s chain, if {@link #wrap} built it; else {@code handler}
   * itself.
   */
  public static Handler<?> targetOf(Handler<?> handler) {
    Handler<?> current = handler;
    while (current instanceof InterceptorStep) {
      current = ((InterceptorStep) current).next;
    }
    return current;
  }
}
