package dev.switchboard.benchmarks;

/** Hands an event to its handler; one implementation per target, so every call site stays monomorphic. */
interface Route {
  void dispatch(Object event);
}
