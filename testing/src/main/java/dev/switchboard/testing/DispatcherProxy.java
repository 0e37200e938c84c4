package dev.switchboard.testing;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Implements a dispatcher interface of the user's for {@link RecordingDispatcher#of} (no delegate:
 * records, runs no handler) and {@link RecordingDispatcher#recording(Class, Dispatcher)} (records,
 * then forwards to the real dispatcher). Test code only: reflection here never reaches the product.
 */
final class DispatcherProxy implements InvocationHandler {
  private final Class<?> type;
  private final Dispatcher<Object> delegate;
  private final DispatchLog log;
  private final StandInHandler standIn;

  private DispatcherProxy(Class<?> type, Dispatcher<Object> delegate, DispatchLog log) {
    this.type = type;
    this.delegate = delegate;
    this.log = log;
    this.standIn = new StandInHandler(log, "no handler (" + this + ")");
  }

  /** A proxy of {@code type} recording into {@code log}, forwarding to {@code delegate} unless it is null. */
  @SuppressWarnings("unchecked") // the proxy implements D, and a D routes the events it is given
  static <D extends Dispatcher<?>> D create(Class<D> type, D delegate, DispatchLog log) {
    if (!type.isInterface()) {
      throw new IllegalArgumentException(
          type.getName() + " is a class; a recording dispatcher can only implement an"
              + " interface. Declare the dispatcher as an interface that extends Dispatcher, or wrap the real"
              + " dispatcher with RecordingDispatcher.recording(dispatcher)");
    }
    if (delegate == null) {
      for (Method method : type.getMethods()) {
        if (Modifier.isAbstract(method.getModifiers())
            && !isHandlerFor(method)
            && !isDispatch(method)
            && !isDispatchAsync(method)
            && !isWithDeadLetters(method, type)) {
          throw new IllegalArgumentException(
              "RecordingDispatcher.of cannot stand in for " + type.getName()
                  + ": it cannot know what its abstract method " + method.getName()
                  + " should do (it stands in for"
                  + " handlerFor, dispatch, dispatchAsync, withDeadLetters and default methods). Record a real"
                  + " dispatcher with RecordingDispatcher.recording(" + type.getSimpleName()
                  + ".class, dispatcher)");
        }
      }
    }
    return (D) proxy(type, (Dispatcher<Object>) delegate, log);
  }

  private static Object proxy(Class<?> type, Dispatcher<Object> delegate, DispatchLog log) {
    DispatcherProxy handler = new DispatcherProxy(type, delegate, log);
    return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
  }

  /** The log of {@code dispatcher} if it is one of these proxies, else null. */
  static DispatchLog logOf(Object dispatcher) {
    if (!Proxy.isProxyClass(dispatcher.getClass())) {
      return null;
    }
    InvocationHandler handler = Proxy.getInvocationHandler(dispatcher);
    return handler instanceof DispatcherProxy ? ((DispatcherProxy) handler).log : null;
  }

  @Override
  @SuppressWarnings("unchecked") // a copy of the delegate routes what the delegate routes
  public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
    if (method.getDeclaringClass() == Object.class) {
      switch (method.getName()) {
        case "equals":
          return proxy == args[0];
        case "hashCode":
          return System.identityHashCode(proxy);
        default:
          return toString();
      }
    }
    if (isDispatch(method)) {
      Object event = Objects.requireNonNull(args[0], "event");
      log.add(event, handlerFor(event));
      return delegate == null ? null : call(method, delegate, args);
    }
    if (isDispatchAsync(method)) {
      Object event = Objects.requireNonNull(args[0], "event");
      Objects.requireNonNull(args[1], "executor");
      log.add(event, handlerFor(event));
      // The stand-in has no handler to run, so there is nothing to wait for: the event is recorded
      // now.
      return delegate == null
          ? CompletableFuture.completedFuture(null)
          : call(method, delegate, args);
    }
    if (isHandlerFor(method)) {
      return handlerFor(Objects.requireNonNull(args[0], "event"));
    }
    if (isWithDeadLetters(method, type)) {
      if (delegate == null) {
        return proxy; // nothing is unhandled by a stand-in: it records every event
      }
      Object copy = call(method, delegate, args);
      // The copy keeps recording into the same log, so the test sees what went through either.
      return type.isInstance(copy) ? proxy(type, (Dispatcher<Object>) copy, log) : copy;
    }
    if (method.isDefault()) {
      return callDefault(proxy, method, args);
    }
    return call(method, delegate, args);
  }

  /** The real dispatcher's handler, or the stand-in's, which records what it is handed. */
  private Handler<?> handlerFor(Object event) {
    return delegate == null ? standIn : delegate.handlerFor(event);
  }

  @Override
  public String toString() {
    return delegate == null
        ? "RecordingDispatcher.of(" + type.getName() + ")"
        : "RecordingDispatcher.recording(" + type.getName() + ", " + delegate + ")";
  }

  private static boolean isDispatch(Method method) {
    return method.getName().equals("dispatch")
        && method.getParameterCount() == 1
        && !method.getParameterTypes()[0].isPrimitive();
  }

  private static boolean isDispatchAsync(Method method) {
    return method.getName().equals("dispatchAsync")
        && method.getParameterCount() == 2
        && method.getParameterTypes()[1] == Executor.class
        && method.getReturnType().isAssignableFrom(CompletableFuture.class);
  }

  private static boolean isHandlerFor(Method method) {
    return method.getName().equals("handlerFor")
        && method.getParameterCount() == 1
        && method.getReturnType() == Handler.class;
  }

  private static boolean isWithDeadLetters(Method method, Class<?> type) {
    return method.getName().equals("withDeadLetters")
        && method.getParameterCount() == 1
        && method.getParameterTypes()[0] == Handler.class
        && method.getReturnType().isAssignableFrom(type);
  }

  private static Object call(Method method, Object target, Object[] args) throws Throwable {
    try {
      if (!method.canAccess(target)) {
        method.setAccessible(true); // a package-private dispatcher interface
      }
      return method.invoke(target, args);
    } catch (InvocationTargetException thrown) {
      throw thrown.getCause(); // what the handler threw, as the real dispatcher throws it
    }
  }

  /** Runs a default method of the interface on the proxy, so the dispatches it makes are recorded. */
  private static Object callDefault(Object proxy, Method method, Object[] args) throws Throwable {
    Class<?> declaring = method.getDeclaringClass();
    DispatcherProxy.class.getModule().addReads(declaring.getModule());
    return MethodHandles.privateLookupIn(declaring, MethodHandles.lookup())
        .unreflectSpecial(method, declaring)
        .bindTo(proxy)
        .invokeWithArguments(args == null ? new Object[0] : args);
  }

  /** What a stand-in's {@code handlerFor} returns: it records the events it is handed. */
  static final class StandInHandler implements Handler<Object> {
    private final DispatchLog log;
    private final String name;

    private StandInHandler(DispatchLog log, String name) {
      this.log = log;
      this.name = name;
    }

    @Override
    public void handle(Object event) {
      log.add(Objects.requireNonNull(event, "event"), this);
    }

    @Override
    public String toString() {
      return name;
    }
  }
}
