package dev.switchboard.spring;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.support.InterceptorChain;
import java.util.List;

/**
 * The {@link Bookkeeper}'s four handlers, each behind the interceptor its binding names, wrapped
 * with {@link InterceptorChain#wrap} as a generated broadcast dispatcher wraps them.
 */
final class Bookkeeping {
  private final List<Handler<Entry>> handlers;

  Bookkeeping(Bookkeeper bookkeeper) {
    handlers = List.of(
        route("beforeCommit", bookkeeper::beforeCommit, new BeforeCommitInterceptor()),
        route("afterCommit", bookkeeper::afterCommit, new AfterCommitInterceptor()),
        route("afterRollback", bookkeeper::afterRollback, new AfterRollbackInterceptor()),
        route("afterCompletion", bookkeeper::afterCompletion, new AfterCompletionInterceptor()));
  }

  void dispatch(Entry entry) {
    for (Handler<Entry> handler : handlers) {
      handler.handle(entry);
    }
  }

  private static Handler<Entry> route(
      String method, Handler<Entry> target, TransactionPhaseInterceptor interceptor) {
    return InterceptorChain.wrap(
        HandlerDescriptor.ofMethod(Bookkeeping.class, Bookkeeper.class, method, Entry.class),
        target,
        interceptor);
  }
}
