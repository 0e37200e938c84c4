package dev.switchboard.benchmarks;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Interceptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.util.HashMap;
import java.util.Map;

/**
 * The generated classes of one size, package {@code dev.switchboard.benchmarks.nN}, loaded by name:
 * benchmark set-up may use reflection, the measured code never does.
 */
final class EventTypes {
  private final String packageName;
  private final int size;
  private final Handler<?>[] handlers;

  EventTypes(int size) throws ReflectiveOperationException {
    this.packageName = "dev.switchboard.benchmarks.n" + size;
    this.size = size;
    this.handlers = new Handler<?>[size];
    for (int i = 0; i < size; i++) {
      handlers[i] =
          (Handler<?>) Class.forName(packageName + ".H" + i).getConstructor().newInstance();
    }
  }

  int size() {
    return size;
  }

  /** One new handler of each event class; {@code handlers()[i]} handles {@code Ei}. */
  Handler<?>[] handlers() {
    return handlers.clone();
  }

  /** A new event of class {@code Ei}. */
  Object event(int i) throws ReflectiveOperationException {
    return newInstance("E" + i);
  }

  /** A new event of class {@code Mi}, which a handler method takes. */
  Object methodEvent(int i) throws ReflectiveOperationException {
    return newInstance("M" + i);
  }

  /** A new event of the handler methods' root that no method takes. */
  Object methodUnhandled() throws ReflectiveOperationException {
    return newInstance("MethodUnhandled");
  }

  /** A new event no handler takes. */
  Object unhandled() throws ReflectiveOperationException {
    return newInstance("Unhandled");
  }

  /** The package's {@code NewEvent}, the template of the classes {@link NewClassesBenchmark} defines. */
  Class<?> newEventTemplate() throws ClassNotFoundException {
    return Class.forName(packageName + ".NewEvent");
  }

  /** A lookup with full privilege in the package of {@code NewEvent}: it may define hidden copies there. */
  MethodHandles.Lookup newEventLookup() throws ReflectiveOperationException {
    return (MethodHandles.Lookup) newEventTemplate().getMethod("lookup").invoke(null);
  }

  /** The class file of {@code NewEvent}, which hidden copies are defined from. */
  byte[] newEventClassFile() throws ClassNotFoundException {
    try (InputStream in = newEventTemplate().getResourceAsStream("NewEvent.class")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Map<Class<?>, Handler<?>> byEventClass() throws ReflectiveOperationException {
    Map<Class<?>, Handler<?>> map = new HashMap<>();
    for (int i = 0; i < size; i++) {
      map.put(Class.forName(packageName + ".E" + i), handlers[i]);
    }
    return map;
  }

  /** The dispatcher the processor generated, created by its {@code create()}. */
  // Events extends Dispatcher<Event>: every argument the benchmarks pass is an Event.
  Dispatcher<Object> generatedDispatcher() throws ReflectiveOperationException {
    return created("SwitchboardEvents");
  }

  /** The dispatcher the processor generated for the handler methods, created by its {@code create()}. */
  // MethodEvents extends Dispatcher<MethodEvent>: the method targets pass only MethodEvents.
  Dispatcher<Object> generatedMethodDispatcher() throws ReflectiveOperationException {
    return created("SwitchboardMethodEvents");
  }

  /**
   * The dispatcher the processor generated for {@code Events} with {@code count} pass-through
   * interceptors (one or three), created by its {@code create()}; sizes up to 1,024 only.
   */
  Dispatcher<Object> generatedInterceptedDispatcher(int count) throws ReflectiveOperationException {
    return created(
        count == 1 ? "SwitchboardOneInterceptorEvents" : "SwitchboardThreeInterceptorEvents");
  }

  /**
   * The hand-written links of {@code interceptors} (outermost first) around each of {@link
   * #handlers()}, described as the generated dispatcher of {@code count} interceptors describes its
   * handlers; sizes up to 1,024 only.
   */
  @SafeVarargs
  final Route interceptedRoutes(int count, Interceptor<Object>... interceptors)
      throws ReflectiveOperationException {
    Class<?> dispatcher = Class.forName(
        packageName + (count == 1 ? ".OneInterceptorEvents" : ".ThreeInterceptorEvents"));
    return (Route) Class.forName(packageName + ".InterceptedRoutes")
        .getConstructor(Handler[].class, Class.class, Interceptor[].class)
        .newInstance(handlers(), dispatcher, interceptors);
  }

  @SuppressWarnings("unchecked")
  private Dispatcher<Object> created(String simpleName) throws ReflectiveOperationException {
    return (Dispatcher<Object>)
        Class.forName(packageName + "." + simpleName).getMethod("create").invoke(null);
  }

  /** The generated {@code instanceof} chain of the handler methods, over projections of its own. */
  Route methodChain() throws ReflectiveOperationException {
    return (Route) newInstance("IfChainMethods");
  }

  /** The generated visitor over {@link #handlers()}: {@code event.accept(visitor)}. */
  Route visitorRoute() throws ReflectiveOperationException {
    return route("VisitorRoute");
  }

  /**
   * The statically typed calls of {@code E(N/2)} and {@code M(N/2)}, over {@link #handlers()} and new
   * generated dispatchers.
   */
  StaticCalls typedCalls() throws ReflectiveOperationException {
    Class<?> dispatcherClass = Class.forName(packageName + ".SwitchboardEvents");
    Class<?> methodDispatcherClass = Class.forName(packageName + ".SwitchboardMethodEvents");
    return (StaticCalls) Class.forName(packageName + ".TypedCalls")
        .getConstructor(Handler[].class, dispatcherClass, methodDispatcherClass)
        .newInstance(handlers(), generatedDispatcher(), generatedMethodDispatcher());
  }

  /** A generated hand-written route, built around {@link #handlers()}. */
  Route route(String simpleName) throws ReflectiveOperationException {
    return (Route) Class.forName(packageName + "." + simpleName)
        .getConstructor(Handler[].class)
        .newInstance((Object) handlers());
  }

  /** A generated hand-written alternative, built around {@link #handlers()}. */
  Lookup lookup(String simpleName) throws ReflectiveOperationException {
    return (Lookup) Class.forName(packageName + "." + simpleName)
        .getConstructor(Handler[].class)
        .newInstance((Object) handlers());
  }

  private Object newInstance(String simpleName) throws ReflectiveOperationException {
    return Class.forName(packageName + "." + simpleName).getConstructor().newInstance();
  }
}
