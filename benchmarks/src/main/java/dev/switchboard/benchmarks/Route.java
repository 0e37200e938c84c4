package dev.switchboard.benchmarks;

/**
 * Hands an event to its handler; one implementation per target, so every call site stays monomorphic.
 * Public for the generated visitor ({@code nN.VisitorRoute}).
 */
public interface Route {
  void dispatch(Object event);

  /**
   * {@code route::dispatch}: a hand-written route reached as the generated dispatchers are, through a
   * method reference to its {@code dispatch} ({@code dispatcher::dispatch}), so that both sides pay
   * the same wrapper: the reference's object, then the route's, each checked where C2 inlines it.
   */
  static Route throughReference(Route route) {
    return route::dispatch;
  }
}
