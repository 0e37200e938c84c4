package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Reads the binding annotations of a handler, as the processor does: on the handler method, else on
 * the class that declares it (a handler class's on the class). Interceptors whose behaviour depends
 * on an attribute of their binding ({@link AfterCommit#fallbackExecution()}, {@link
 * OnTaskExecutor#value()}) read it with this once per handler, never per dispatch.
 */
public final class HandlerBindings {
  private HandlerBindings() {}

  /**
   * The {@code binding} annotation that applies to the handler: the one on {@code method} if it has
   * one, else the one on {@code handlerClass}; null if neither has it.
   *
   * @param method the handler method, null for a handler class
   */
  public static <A extends Annotation> A find(
      Class<?> handlerClass, Method method, Class<A> binding) {
    A onMethod = method == null ? null : method.getAnnotation(binding);
    return onMethod != null ? onMethod : handlerClass.getAnnotation(binding);
  }

  /**
   * The handler method {@code handler} describes, declared by its handler class or a superclass;
   * null for a handler class.
   *
   * @throws IllegalArgumentException if the class declares no such method
   */
  public static Method methodOf(HandlerDescriptor handler) {
    if (handler.method().isEmpty()) {
      return null;
    }
    String name = handler.method().get();
    for (Class<?> type = handler.handlerClass(); type != null; type = type.getSuperclass()) {
      try {
        return type.getDeclaredMethod(name, handler.eventType());
      } catch (NoSuchMethodException e) {
        // declared higher up
      }
    }
    throw new IllegalArgumentException(handler + " names a method its class does not declare");
  }

  /**
   * What an interceptor derives from a handler's bindings, worked out once per handler: when it is
   * {@linkplain #prepare prepared} (at start-up), else at the handler's first dispatch.
   */
  static final class PerHandler<T> {
    private final Function<Site, T> resolve;
    private final Map<Site, T> bySite = new ConcurrentHashMap<>();
    private final Map<HandlerDescriptor, T> byHandler = new ConcurrentHashMap<>();

    PerHandler(Function<Site, T> resolve) {
      this.resolve = resolve;
    }

    /** The value for the handler {@code handlerClass} (and {@code method}, if it is one) declares. */
    T prepare(Class<?> handlerClass, Method method) {
      return bySite.computeIfAbsent(new Site(handlerClass, method), resolve);
    }

    /**
     * The value for {@code handler}: a map look-up, after its first dispatch. A chain's own
     * interceptor keeps it in its {@link #of} instead.
     */
    T get(HandlerDescriptor handler) {
      T value = byHandler.get(handler);
      if (value == null) {
        value = byHandler.computeIfAbsent(handler, h -> prepare(h.handlerClass(), methodOf(h)));
      }
      return value;
    }

    /** The value for {@code handler}, found at its first {@link Of#get}, then kept. */
    Of<T> of(HandlerDescriptor handler) {
      return new Of<>(this, handler);
    }
  }

  /**
   * The value of one handler, for the interceptor of its chain ({@code Interceptor.forHandler}):
   * found at the handler's first call rather than when the dispatcher is built, so that the beans it
   * names are looked up at start-up's check or after, as for the shared interceptor.
   */
  static final class Of<T> {
    private final PerHandler<T> values;
    private final HandlerDescriptor handler;
    private volatile T value;

    private Of(PerHandler<T> values, HandlerDescriptor handler) {
      this.values = values;
      this.handler = handler;
    }

    T get() {
      T found = value;
      if (found == null) {
        found = values.get(handler);
        value = found;
      }
      return found;
    }
  }

  /** Where a handler's bindings are written: its class, and its method if it is a handler method. */
  record Site(Class<?> handlerClass, Method method) {
    Site {
      Objects.requireNonNull(handlerClass, "handlerClass");
    }

    <A extends Annotation> A find(Class<A> binding) {
      return HandlerBindings.find(handlerClass, method, binding);
    }

    /** The handler, as the route report and {@code HandlerDescriptor} name it. */
    String handlerName() {
      String type = handlerClass.getCanonicalName() != null
          ? handlerClass.getCanonicalName()
          : handlerClass.getName();
      return method == null
          ? type
          : type + "#" + method.getName() + "(" + method.getParameterTypes()[0].getSimpleName()
              + ")";
    }
  }
}
