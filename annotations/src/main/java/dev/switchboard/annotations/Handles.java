package dev.switchboard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class as the handler of the listed event types.
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
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Handles {
  /** The event types this handler receives; at least one, each a class or interface, no repeats. */
  Class<?>[] value();

  /**
   * The {@link EventDispatcher @EventDispatcher} types that route this handler. Empty (the default):
   * every dispatcher whose event root is a supertype of the listed event types. Naming a dispatcher
   * whose event root excludes one of the listed event types is a compile error.
   */
  Class<?>[] dispatchers() default {};
}
