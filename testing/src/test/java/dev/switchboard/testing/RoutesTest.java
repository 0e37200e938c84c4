package dev.switchboard.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.MethodHandler;
import dev.switchboard.support.RouteTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The assertions and recorders, over a dispatcher built the way generated code builds one. */
class RoutesTest {
  static class Placed {}

  static final class Express extends Placed {}

  static final class Reserve extends RecordingHandler<Placed> {}

  private final Reserve reserve = new Reserve();
  private final Dispatcher<Object> dispatcher = new Dispatcher<>() {
    private final RouteTable routes =
        RouteTable.builder().handle(Placed.class, reserve).build();

    @Override
    public <T> Handler<? super T> handlerFor(T event) {
      return routes.handlerFor(event);
    }
  };

  @Test
  void assertRoutesPassesForTheHandlerClassAndFailsNamingTheActualHandler() {
    Routes.assertRoutes(dispatcher, new Express(), Reserve.class);
    Routes.assertRoutesTo(dispatcher, new Placed(), reserve);

    AssertionError wrongClass = assertThrows(
        AssertionError.class, () -> Routes.assertRoutes(dispatcher, "text", Reserve.class));
    assertEquals(
        "expected an event of class java.lang.String to be routed to " + Reserve.class.getName()
            + ", but it is routed to no handler (Handlers.noOp())",
        wrongClass.getMessage());
    assertThrows(
        AssertionError.class, () -> Routes.assertRoutesTo(dispatcher, new Placed(), new Reserve()));
  }

  static final class Projection {
    final List<Placed> seen = new java.util.ArrayList<>();

    void on(Placed event) {
      seen.add(event);
    }
  }

  @Test
  void assertRoutesNamesTheHandlerMethodAndItsClass() {
    Projection projection = new Projection();
    Handler<Placed> on = MethodHandler.of(projection, "on", projection::on);
    RouteTable routes = RouteTable.builder(on).handle(Placed.class, on).build();
    Dispatcher<Object> methods = new Dispatcher<>() {
      @Override
      public <T> Handler<? super T> handlerFor(T event) {
        return routes.handlerFor(event);
      }
    };

    Routes.assertRoutes(methods, new Express(), Projection.class);
    Routes.assertRoutes(methods, new Placed(), Projection.class, "on");
    AssertionError otherMethod = assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutes(methods, new Placed(), Projection.class, "off"));
    assertEquals(
        "expected an event of class " + Placed.class.getName() + " to be routed to "
            + Projection.class.getName() + "#off, but it is routed to " + Projection.class.getName()
            + "#on",
        otherMethod.getMessage());
    assertThrows(
        AssertionError.class, () -> Routes.assertRoutes(methods, new Placed(), Reserve.class));
    Placed placed = new Placed();
    methods.dispatch(placed);
    assertEquals(List.of(placed), projection.seen);
  }

  @Test
  void assertUnhandledPassesOnlyForTheNoOpHandler() {
    Routes.assertUnhandled(dispatcher, "text");

    AssertionError handled =
        assertThrows(AssertionError.class, () -> Routes.assertUnhandled(dispatcher, new Placed()));
    assertEquals(
        "expected an event of class " + Placed.class.getName()
            + " to be unhandled, but it is routed to " + Reserve.class.getName(),
        handled.getMessage());
  }

  @Test
  void recordingDispatcherRecordsEachEventWithItsHandlerAndStillHandlesIt() {
    RecordingDispatcher<Object> recording = RecordingDispatcher.recording(dispatcher);
    Placed placed = new Placed();

    recording.dispatch(placed);
    recording.dispatch("text");

    assertEquals(List.of(placed, "text"), recording.events());
    assertEquals(reserve, recording.dispatches().get(0).handler());
    assertEquals(
        "text -> no handler (Handlers.noOp())", recording.dispatches().get(1).toString());
    assertEquals(placed, reserve.single());
  }

  @Test
  void recordingHandlerKeepsEventsInOrderUntilCleared() {
    Placed first = new Placed();
    Express second = new Express();
    reserve.handle(first);
    reserve.handle(second);

    assertEquals(List.of(first, second), reserve.events());
    AssertionError notSingle = assertThrows(AssertionError.class, reserve::single);
    assertEquals(
        "expected exactly one event, but " + Reserve.class.getName() + " handled "
            + List.of(first, second),
        notSingle.getMessage());
    reserve.clear();
    assertEquals(List.of(), reserve.events());
  }

  static final class PassThrough implements dev.switchboard.Interceptor<Object> {
    @Override
    public void intercept(Object event, dev.switchboard.Invocation<Object> next) {
      next.proceed(event);
    }
  }

  /** As generated code wraps handlers in their interceptors: the assertions see through the chain. */
  @Test
  void assertionsSeeThroughInterceptorChains() {
    Projection projection = new Projection();
    Handler<Placed> onChain = dev.switchboard.support.InterceptorChain.wrap(
        dev.switchboard.HandlerDescriptor.ofMethod(
            Dispatcher.class, Projection.class, "on", Placed.class),
        projection::on,
        new PassThrough());
    Handler<Placed> reserveChain = dev.switchboard.support.InterceptorChain.wrap(
        dev.switchboard.HandlerDescriptor.ofClass(Dispatcher.class, Reserve.class, Placed.class),
        reserve,
        new PassThrough());
    RouteTable routes = RouteTable.builder(onChain, reserveChain)
        .handle(Placed.class, onChain)
        .handle(Express.class, reserveChain)
        .build();
    Dispatcher<Object> intercepted = new Dispatcher<>() {
      @Override
      public <T> Handler<? super T> handlerFor(T event) {
        return routes.handlerFor(event);
      }
    };

    Routes.assertRoutes(intercepted, new Express(), Reserve.class);
    Routes.assertRoutesTo(intercepted, new Express(), reserve);
    Routes.assertRoutes(intercepted, new Placed(), Projection.class, "on");
    Routes.assertRoutesTo(intercepted, new Placed(), projection, "on");
    assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutesTo(intercepted, new Express(), new Reserve()));
    assertThrows(
        AssertionError.class, () -> Routes.assertRoutes(intercepted, new Placed(), Reserve.class));
    AssertionError wrongMethod = assertThrows(
        AssertionError.class,
        () -> Routes.assertRoutes(intercepted, new Placed(), Projection.class, "off"));
    assertEquals(
        "expected an event of class " + Placed.class.getName() + " to be routed to "
            + Projection.class.getName() + "#off, but it is routed to "
            + Projection.class.getCanonicalName() + "#on(Placed) within ["
            + PassThrough.class.getName() + "]",
        wrongMethod.getMessage());
  }
}
