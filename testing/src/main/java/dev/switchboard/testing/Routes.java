package dev.switchboard.testing;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import dev.switchboard.Invocation;
import dev.switchboard.MethodHandler;
import java.util.Optional;

/**
 * Assertions on where a dispatcher routes events; each throws {@link AssertionError} (which every
 * test framework reports as a failure) with the event and the handler found.
 *
 * <pre>{@code
 * Routes.assertRoutes(SwitchboardOrderEvents.create(), new OrderPlaced(...), ReserveStock.class);
 * Routes.assertUnhandled(dispatcher, new Heartbeat());
 * }</pre>
 */
public final class Routes {
  private Routes() {}

  /**
   * Asserts that {@code dispatcher} routes {@code event} to a handler of class {@code handlerClass}
   * (or a subclass): a handler class, or a handler method of that class.
   */
  public static <E> void assertRoutes(Dispatcher<E> dispatcher, E event, Class<?> handlerClass) {
    Handler<?> handler = dispatcher.handlerFor(event);
    if (Handlers.isNoOp(handler)
        || !handlerClass.isAssignableFrom(RoutedTo.of(handler).handlerClass)) {
      throw new AssertionError("expected " + eventName(event) + " to be routed to "
          + handlerClass.getName() + ", but it is routed to " + describe(handler));
    }
  }

  /**
   * Asserts that {@code dispatcher} routes {@code event} to the handler method {@code method} of a
   * {@code handlerClass}: {@code assertRoutes(events, placed, OrderProjection.class, "on")}.
   */
  public static <E> void assertRoutes(
      Dispatcher<E> dispatcher, E event, Class<?> handlerClass, String method) {
    Handler<?> handler = dispatcher.handlerFor(event);
    RoutedTo routed = RoutedTo.of(handler);
    if (Handlers.isNoOp(handler)
        || !handlerClass.isAssignableFrom(routed.handlerClass)
        || !routed.method.equals(Optional.of(method))) {
      throw new AssertionError("expected " + eventName(event) + " to be routed to "
          + handlerClass.getName() + "#" + method + ", but it is routed to " + describe(handler));
    }
  }

  /**
   * Asserts that {@code dispatcher} routes {@code event} to exactly the instance {@code expected}: the
   * handler you gave the generated constructor, or the instance whose handler method takes it (for a
   * handler method, {@code handlerFor} returns a {@link MethodHandler} around that instance). Through
   * interceptors too; for a handler method within interceptors, whose chain does not expose the
   * instance, the instance's class is checked.
   */
  public static <E> void assertRoutesTo(Dispatcher<E> dispatcher, E event, Object expected) {
    Handler<?> handler = dispatcher.handlerFor(event);
    if (Handlers.isNoOp(handler) || !RoutedTo.of(handler).is(expected)) {
      throw new AssertionError("expected " + eventName(event) + " to be routed to " + expected
          + ", but it is routed to " + describe(handler));
    }
  }

  /**
   * Asserts that {@code dispatcher} routes {@code event} to the handler method {@code method} of
   * exactly the instance {@code expected}: {@code assertRoutesTo(events, placed, projection, "on")}.
   */
  public static <E> void assertRoutesTo(
      Dispatcher<E> dispatcher, E event, Object expected, String method) {
    Handler<?> handler = dispatcher.handlerFor(event);
    RoutedTo routed = RoutedTo.of(handler);
    if (Handlers.isNoOp(handler)
        || !routed.is(expected)
        || !routed.method.equals(Optional.of(method))) {
      throw new AssertionError("expected " + eventName(event) + " to be routed to " + expected + "#"
          + method + ", but it is routed to " + describe(handler));
    }
  }

  /** Asserts that no handler takes {@code event}: the dispatcher gives it {@link Handlers#noOp()}. */
  public static <E> void assertUnhandled(Dispatcher<E> dispatcher, E event) {
    Handler<?> handler = dispatcher.handlerFor(event);
    if (!Handlers.isNoOp(handler)) {
      throw new AssertionError("expected " + eventName(event)
          + " to be unhandled, but it is routed to " + describe(handler));
    }
  }

  static String describe(Handler<?> handler) {
    if (Handlers.isNoOp(handler)) {
      return "no handler (Handlers.noOp())";
    }
    return handler instanceof MethodHandler
            || handler instanceof DispatcherProxy.StandInHandler
            || handler instanceof Invocation
        ? handler.toString()
        : handler.getClass().getName();
  }

  private static String eventName(Object event) {
    return "an event of class " + event.getClass().getName();
  }
}
