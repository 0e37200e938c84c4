package dev.switchboard.benchmarks;

/**
 * Hands an event to its handler; one implementation per target, so every call site stays monomorphic.
 * Public for the generated visitor ({@code nN.VisitorRoute}).
 */
public interface Route {
  void dispatch(Object event);
}
