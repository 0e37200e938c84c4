package dev.switchboard.testing;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Invocation;
import dev.switchboard.MethodHandler;
import dev.switchboard.support.InterceptorChain;
import java.util.Optional;

/**
 * What a handler from {@code handlerFor} calls, seen through the chain of interceptors around it:
 * the handler's class, its method if it is a handler method, and the instance when the handler
 * tells it.
 */
final class RoutedTo {
  /** The handler class, or the class declaring the handler method. */
  final Class<?> handlerClass;
  /** The handler method's name; empty for a handler class. */
  final Optional<String> method;
  /**
   * The handler instance, or the instance whose method is called; empty for an intercepted handler
   * method, whose chain ends in a call of the method that does not expose its instance.
   */
  final Optional<Object> instance;

  private RoutedTo(Class<?> handlerClass, Optional<String> method, Optional<Object> instance) {
    this.handlerClass = handlerClass;
    this.method = method;
    this.instance = instance;
  }

  static RoutedTo of(Handler<?> handler) {
    Handler<?> target = InterceptorChain.targetOf(handler);
    if (target instanceof MethodHandler) {
      MethodHandler<?> method = (MethodHandler<?>) target;
      return new RoutedTo(
          method.instance().getClass(),
          Optional.of(method.method()),
          Optional.of(method.instance()));
    }
    if (handler instanceof Invocation) {
      HandlerDescriptor described = ((Invocation<?>) handler).handler();
      return described.method().isPresent()
          ? new RoutedTo(described.handlerClass(), described.method(), Optional.empty())
          : new RoutedTo(target.getClass(), Optional.empty(), Optional.of(target));
    }
    return new RoutedTo(target.getClass(), Optional.empty(), Optional.of(target));
  }

  /** Whether this is {@code expected}, or, when the instance is not known, of its class. */
  boolean is(Object expected) {
    return instance.isPresent() ? instance.get() == expected : handlerClass.isInstance(expected);
  }
}
