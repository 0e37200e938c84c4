package dev.switchboard.support;

import dev.switchboard.Handler;
import java.lang.ref.WeakReference;

/**
 * The key of a class a {@link LearningClassMap} learned but must not keep alive: a weak reference
 * to the class, carrying the handler of its route, so that a hit finds the handler in the object it
 * has just compared.
 */
final class WeakClassKey extends WeakReference<Class<?>> {
  final Handler<?> handler;

  WeakClassKey(Class<?> type, Handler<?> handler) {
    super(type);
    this.handler = handler;
  }
}
