package dev.switchboard.support;

import dev.switchboard.Handler;
import java.util.List;

/**
 * Handlers in the order they run, compared by identity: the key under which a broadcast table finds
 * the generated case of a run-time class whose handlers equal those of a compile-time route.
 */
final class HandlerSequence {
  private final Handler<?>[] handlers;
  private final int hash;

  HandlerSequence(List<Handler<?>> handlers) {
    this.handlers = handlers.toArray(new Handler<?>[0]);
    int h = 1;
    for (Handler<?> handler : this.handlers) {
      h = 31 * h + System.identityHashCode(handler);
    }
    this.hash = h;
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof HandlerSequence)) {
      return false;
    }
    Handler<?>[] those = ((HandlerSequence) other).handlers;
    if (those.length != handlers.length) {
      return false;
    }
    for (int i = 0; i < handlers.length; i++) {
      if (handlers[i] != those[i]) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
