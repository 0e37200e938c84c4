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
  /**
   * The simple name of the generated class, in the package of the annotated type; empty (the
   * default) means {@code Switchboard} followed by the annotated type's simple names joined by
   * {@code _}: {@code SwitchboardOrderEvents}, {@code SwitchboardOuter_OrderEvents}. Set it when a
   * class of that name exists already, or when two dispatchers would get the same name.
   */
  String name() default "";

  /** Whether the generated class gets a static {@code create()} that instantiates every handler. */
  Factory factory() default Factory.WHEN_POSSIBLE;

  /**
   * The library handler indexes whose handlers this dispatcher routes, along with the handlers of
   * its own compilation; empty (the default) means every index found on the class path.
   */
  Class<?>[] include() default {};

  /** Whether each event goes to one handler or to every matching handler. */
  Mode mode() default Mode.EXCLUSIVE;

  /**
   * {@link Mode#BROADCAST} only: whether handlers of an event's supertypes run too (as in Guava's
   * EventBus), or only the handlers of its most specific handled type.
   */
  boolean includeSupertypes() default true;

  /** {@link Mode#BROADCAST} only: what a failing handler does to the handlers after it. */
  Failure failure() default Failure.STOP_AT_FIRST;

  /**
   * Sealed types whose every permitted subtype needs a handler: the build fails listing those that
   * have none. A permitted subtype that is itself sealed is covered when it has a handler or when
   * its own permitted subtypes all are. A handler of the sealed type itself covers nothing.
   * Sealed types need {@code --release 17} or later.
   */
  Class<?>[] exhaustive() default {};

  /** Permitted subtypes of the {@link #exhaustive()} types that are deliberately left unhandled. */
  Class<?>[] ignore() default {};

  /**
   * Interceptors ({@code dev.switchboard.Interceptor} implementations) that run around the handlers
   * of this dispatcher: each wraps every route whose event type its own event type accepts (an {@code
   * Interceptor<Object>} wraps them all). They run outermost first, in the order listed, outside the
   * handler's own ({@link Handles#interceptors()}, then those of its {@link InterceptorBinding}
   * annotations). The dispatcher's constructor takes their instances along with the handlers; {@code
   * create()} calls their no-argument constructors.
   *
   * <p>An {@link InterceptorBinding} annotation on the dispatcher declaration itself adds its
   * interceptors to these, after the ones listed here: the dispatcher's interceptors run first those
   * of this list, then those of its binding annotations, in the order written. Each wraps a handler
   * when its event type accepts the events the handler takes (a handler method's parameter type, a
   * handler class's {@code Handler} type argument).
   */
  Class<?>[] interceptors() default {};

  /** How many handlers an event reaches. */
  enum Mode {
    /**
     * At most one handler per event type (two are a compile error); an event goes to the handler
     * of its class or of its nearest handled supertype.
     */
    EXCLUSIVE,
    /**
     * Every matching handler runs, highest {@link Handles#priority()} first; equal priorities run
     * the handler of the more specific event type first, then by handler class name.
     */
    BROADCAST
  }

  /** What a broadcast does when a handler throws. */
  enum Failure {
    /** Rethrow at once, unwrapped; the handlers after it do not run. */
    STOP_AT_FIRST,
    /** Run the remaining handlers, then rethrow the first exception with the later ones suppressed. */
    RUN_ALL_THEN_THROW
  }

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
