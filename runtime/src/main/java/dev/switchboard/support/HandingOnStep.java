package dev.switchboard.support;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;

/**
 * A step of an {@link InterceptorChain} that proceeds by handing the event to the next handler: the
 * next step, or after the last interceptor the target itself.
 */
final class HandingOnStep extends InterceptorStep {
  HandingOnStep(HandlerDescriptor handler, Interceptor<Object> interceptor, Handler<Object> next) {
    super(handler, interceptor, next);
  }

  @Override
  public void proceed(Object event) {
    requireEvent(event);
    next.handle(event);
  }
}
