package dev.switchboard;

/** The shared handlers of the runtime. */
public final class Handlers {
  private Handlers() {}

  /**
   * The handler dispatchers return for events nobody handles: it does nothing. It is one shared
   * instance, so {@code handler == Handlers.noOp()} tells an unhandled event apart.
   */
  public static Handler<Object> noOp() {
    return NoOp.INSTANCE;
  }

  /** Whether {@code handler} is the shared {@link #noOp()} handler. */
  public static boolean isNoOp(Handler<?> handler) {
    return handler == NoOp.INSTANCE;
  }

  private enum NoOp implements Handler<Object> {
    INSTANCE;

    @Override
    public void handle(Object event) {}

    @Override
    public String toString() {
      return "Handlers.noOp()";
    }
  }
}
