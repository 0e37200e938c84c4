package dev.switchboard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a dispatcher for the Switchboard processor to implement.
 *
 * <p>Put it on an interface (or abstract class with an accessible no-argument constructor) that
 * extends {@code dev.switchboard.Dispatcher<R>}. The processor generates {@code Switchboard<Name>}
 * in the same package, routing every {@link Handles @Handles} event type of the compilation that is
 * a subtype of {@code R}.
 *
 * <pre>{@code
 * @EventDispatcher
 * public interface OrderEvents extends Dispatcher<OrderEvent> {}
 *
 * OrderEvents events = SwitchboardOrderEvents.create();
 * }</pre>
 *
 * <p>When a compilation declares no {@code @EventDispatcher}, the processor generates a default
 * dispatcher of {@code Object} events (see the {@code switchboard.defaultDispatcher} option).
 *
 * <p>Handlers of libraries compiled with {@code -Aswitchboard.library=<index class>} are routed
 * too: those of every {@link HandlerIndex} on the compile class path (or module path), or only of
 * the indexes listed in {@link #include()}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface EventDispatcher {
  /** Whether the generated class gets a static {@code create()} that instantiates every handler. */
  Factory factory() default Factory.WHEN_POSSIBLE;

  /**
   * The library handler indexes whose handlers this dispatcher routes, along with the handlers of
   * its own compilation; empty (the default) means every index found on the class path.
   */
  Class<?>[] include() default {};

  /** When to generate the static {@code create()} factory method. */
  enum Factory {
    /** Generate it when every handler has an accessible no-argument constructor. */
    WHEN_POSSIBLE,
    /** Generate it, and fail the build naming each handler the factory cannot create. */
    REQUIRED,
    /** Never generate it; handler instances always come through the constructor. */
    NONE
  }
}
