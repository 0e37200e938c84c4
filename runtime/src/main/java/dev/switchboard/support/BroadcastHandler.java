package dev.switchboard.support;

import dev.switchboard.Handler;
import java.util.List;

/**
 * The handler of one broadcast route: runs its handlers in the order given. Built once per route
 * when the dispatcher is constructed (or when a class is first seen); handling allocates nothing
 * unless a handler throws.
 */
final class BroadcastHandler implements Handler<Object> {
  private final Handler<Object>[] handlers;
  private final boolean runAll;

  private BroadcastHandler(Handler<Object>[] handlers, FailurePolicy failures) {
    this.handlers = handlers;
    this.runAll = failures == FailurePolicy.RUN_ALL_THEN_THROW;
  }

  /**
   * The route that runs {@code handlers} in order: the handler itself when there is one, null when
   * there is none.
   */
  // Every handler accepts the events of the classes its route is used for; the processor (or the
  // run-time rule, which only picks handlers of supertypes) guarantees it.
  @SuppressWarnings("unchecked")
  static Handler<?> of(FailurePolicy failures, List<Handler<?>> handlers) {
    if (handlers.isEmpty()) {
      return null;
    }
    if (handlers.size() == 1) {
      return handlers.get(0);
    }
    return new BroadcastHandler((Handler<Object>[]) handlers.toArray(new Handler<?>[0]), failures);
  }

  @Override
  public void handle(Object event) {
    if (!runAll) {
      for (Handler<Object> handler : handlers) {
        handler.handle(event);
      }
      return;
    }
    Throwable first = null;
    for (Handler<Object> handler : handlers) {
      try {
        handler.handle(event);
      } catch (Throwable failure) {
        first = BroadcastFailures.add(first, failure);
      }
    }
    BroadcastFailures.rethrowIfAny(first);
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("Broadcast[");
    for (int i = 0; i < handlers.length; i++) {
      text.append(i == 0 ? "" : ", ").append(handlers[i]);
    }
    return text.append(']').toString();
  }
}
