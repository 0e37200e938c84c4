package dev.switchboard.support;

/**
 * Calls a dispatcher's intercepted handlers by number, each through a call bound to its own class:
 * the generated dispatcher gives a reference to a private static method of its own, and an {@link
 * InterceptorChain} calls it after the last interceptor, so that the handler call is not made from
 * code every route shares.
 */
@FunctionalInterface
public interface HandlerCalls {
  /**
   * Hands {@code event} to the handler numbered {@code handler}, of {@code receiver}: the handler
   * instance, or the instance whose handler method it is.
   */
  void call(int handler, Object receiver, Object event);
}
