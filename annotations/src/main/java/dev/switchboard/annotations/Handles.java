package dev.switchboard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class, or a method, as the handler of the listed event types.
 *
 * <p>The class must implement {@code dev.switchboard.Handler<E>} for a type {@code E} that every
 * listed event type extends, be a top-level or static nested class, concrete, and accessible from
 * the package of the generated dispatcher. The Switchboard processor checks all of this at compile
 * time and routes each listed event type (and its subtypes, unless a more specific handler exists)
 * to this handler.
 *
 * <pre>{@code
 * @Handles(OrderPlaced.class)
 * public final class ReserveStock implements Handler<OrderPlaced> {
 *   @Override public void handle(OrderPlaced event) { ... }
 * }
 * }</pre>
 *
 * <p>On a method, the class declares handlers for many events, one method each; the dispatcher
 * holds one instance of the class and calls each method directly. A handler method is a non-private
 * instance method of a concrete, non-generic top-level or static nested class, takes one parameter
 * (the event type, a class or interface with no type arguments but {@code <?>}), returns {@code
 * void} and declares no checked exception. With no value it handles its parameter's type; with a
 * value, each listed type, every one a subtype of the parameter's. Only the class that declares a
 * handler method routes it: subclasses inherit no routes.
 *
 * <pre>{@code
 * public final class OrderProjection {
 *   @Handles public void on(OrderPlaced event) { ... }
 *   @Handles public void on(OrderShipped event) { ... }
 *   @Handles({Refunded.class, Cancelled.class}) void closed(OrderEvent event) { ... }
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Handles {
  /**
   * The event types this handler receives, each a class or interface, no repeats: at least one on a
   * class; on a method, none means the type of its parameter. On a class of handler methods that is
   * no {@code Handler}, {@code @Handles(interceptors = ...)} with nothing else lists interceptors
   * for each of its handler methods and declares no handler of its own.
   */
  Class<?>[] value() default {};

  /**
   * The {@link EventDispatcher @EventDispatcher} types that route this handler. Empty (the default):
   * every dispatcher whose event root is a supertype of the listed event types. Naming a dispatcher
   * whose event root excludes one of the listed event types is a compile error.
   */
  Class<?>[] dispatchers() default {};

  /**
   * Where this handler runs among the handlers of a broadcast dispatcher: higher first. Handlers of
   * equal priority run the one declaring the more specific event type first, then in handler class
   * name order (a class's own handler before its handler methods, those by name and parameter type).
   * Exclusive dispatchers ignore it.
   */
  int priority() default 0;

  /**
   * Whether this handler may be routed by no dispatcher of its compilation. A handler that no
   * dispatcher routes never runs, so that is a compile error ({@code SB403}) unless this is {@code
   * true}: for a handler that is routed somewhere the processor cannot see, or kept on purpose
   * while unused. A library compiled with {@code -Aswitchboard.library} needs no such mark: its
   * handlers are published for the dispatchers of applications. For a whole module, the processor
   * option {@code -Aswitchboard.unrouted=warn} (or {@code =ignore}) does the same.
   */
  boolean allowUnrouted() default false;

  /**
   * Interceptors ({@code dev.switchboard.Interceptor} implementations) that run around this
   * handler's calls, outermost first, in the order listed. They run inside the dispatcher's ({@link
   * EventDispatcher#interceptors()}), and outside those of the {@link InterceptorBinding} annotations
   * on this handler. Each one's event type must accept the handler's; the dispatcher gets its
   * instances as it gets handlers' (its constructor takes them; {@code create()} calls their
   * no-argument constructors).
   *
   * <p>So, for a handler method annotated {@code @Handles(interceptors = Retry.class) @Traced} in a
   * dispatcher declared with {@code @EventDispatcher(interceptors = Audit.class)}, an event runs
   * {@code Audit}, then {@code Retry}, then the interceptor {@code @Traced} binds, then the method.
   */
  Class<?>[] interceptors() default {};
}
