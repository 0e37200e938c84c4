package dev.switchboard.spring.boot.chains;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.micrometer.ObservationInterceptor;
import dev.switchboard.spring.AfterCommitInterceptor;
import dev.switchboard.spring.TaskExecutorInterceptor;
import dev.switchboard.support.InterceptorChain;

/**
 * What the processor generates for
 *
 * <pre>{@code
 * @EventDispatcher(mode = BROADCAST, interceptors = {ObservationInterceptor.class, Counting.class})
 * interface Notices extends Dispatcher<Notice> {}
 * }</pre>
 *
 * <p>with the handlers {@link Mailer} and {@link Audit}: a constructor that takes the handlers, then
 * one instance of each interceptor class, and a chain per handler built with {@link
 * InterceptorChain#wrap}, the dispatcher's interceptors outside the handler's bindings.
 */
public final class HandWiredNotices implements Notices {
  private final Handler<Notice> mailer;
  private final Handler<Notice> audit;

  public HandWiredNotices(
      Mailer mailer,
      Audit audit,
      ObservationInterceptor observation,
      Counting counting,
      TaskExecutorInterceptor onTaskExecutor,
      AfterCommitInterceptor afterCommit) {
    this.mailer = InterceptorChain.wrap(
        HandlerDescriptor.ofMethod(Notices.class, Mailer.class, "on", Notice.class),
        mailer::on,
        observation,
        counting,
        onTaskExecutor);
    this.audit = InterceptorChain.wrap(
        HandlerDescriptor.ofMethod(Notices.class, Audit.class, "on", Notice.class),
        audit::on,
        observation,
        counting,
        afterCommit);
  }

  @Override
  public <T extends Notice> Handler<? super T> handlerFor(T event) {
    return notice -> {
      mailer.handle(notice);
      audit.handle(notice);
    };
  }
}
