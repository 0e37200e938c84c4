package dev.switchboard;

import java.util.Objects;
import java.util.function.Function;

/**
 * The {@link Handler} a generated dispatcher's {@code handlerFor} returns for a handler method: it
 * calls that method on its instance, and says which it is ({@code shop.OrderProjection#on}), for
 * tests, logs and debuggers. Generated constructors build one per handler method, once; {@code
 * dispatch} calls the method directly and never goes through it.
 *
 * @param <E> the event type the method takes
 */
public final class MethodHandler<E> implements Handler<E> {
  private final Object instance;
  private final String method;
  private final Handler<E> call;

  private MethodHandler(Object instance, String method, Handler<E> call) {
    this.instance = Objects.requireNonNull(instance, "instance");
    this.method = Objects.requireNonNull(method, "method");
    this.call = Objects.requireNonNull(call, "call");
  }

  /** The handler method {@code method} of {@code instance}, which {@code call} calls. */
  public static <E> MethodHandler<E> of(Object instance, String method, Handler<E> call) {
    return new MethodHandler<>(instance, method, call);
  }

  /**
   * The handler method {@code method} of {@code instance}, which the handler {@code bind} returns for
   * it calls: for generated code that names the instance once, as an expression ({@link #of} with a
   * method reference names it twice).
   */
  public static <T, E> MethodHandler<E> bind(
      T instance, String method, Function<? super T, Handler<E>> bind) {
    return new MethodHandler<>(instance, method, bind.apply(instance));
  }

  /**
   * The object {@code handler} calls: its {@link #instance()} for a handler method, else the handler
   * itself. Generated code of many handlers reads a class's instance back from the handler array so.
   */
  public static Object instanceOf(Handler<?> handler) {
    return handler instanceof MethodHandler ? ((MethodHandler<?>) handler).instance : handler;
  }

  @Override
  public void handle(E event) {
    call.handle(event);
  }

  /** The object whose method this calls. */
  public Object instance() {
    return instance;
  }

  /** The name of the method this calls. */
  public String method() {
    return method;
  }

  /** {@code shop.OrderProjection#on}. */
  @Override
  public String toString() {
    return instance.getClass().getName() + "#" + method;
  }
}
