package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;

/**
 * The last step of an {@link InterceptorChain} whose dispatcher calls its handlers itself: it
 * proceeds through the dispatcher's {@link HandlerCalls}, as a call of the handler's own class,
 * rather than through the target, whose call would be one call site for every handler of every
 * dispatcher.
 */
final class HandlerCallStep extends InterceptorStep {
  private final Object receiver;
  private final HandlerCalls calls;
  private final int number;

  HandlerCallStep(
      HandlerDescriptor handler,
      Interceptor<Object> interceptor,
      Handler<Object> target,
      Object receiver,
      HandlerCalls calls,
      int number) {
    super(handler, interceptor, target);
    this.receiver = receiver;
    this.calls = calls;
    this.number = number;
  }

  @Override
  public void proceed(Object event) {
    requireEvent(event);
    calls.call(number, receiver, event);
  }
}
