package dev.switchboard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an annotation mean "these interceptors around this handler", so a library can offer one
 * annotation in place of listing its interceptor in {@link Handles#interceptors()}:
 *
 * <pre>{@code
 * @InterceptorBinding(TracingInterceptor.class)
 * @Retention(RetentionPolicy.CLASS)
 * @Target({ElementType.TYPE, ElementType.METHOD})
 * public @interface Traced {}
 *
 * @Handles @Traced
 * public void on(OrderPlaced event) { ... }
 * }</pre>
 *
 * <p>The binding annotation goes on a handler class or a handler method; on a handler class, it
 * applies to every handler the class declares. On an {@link EventDispatcher @EventDispatcher}
 * declaration, it wraps the dispatcher's handlers as {@link EventDispatcher#interceptors()} do,
 * after those. Its interceptors run inside the handler's {@link
 * Handles#interceptors()} (which run inside the dispatcher's {@link EventDispatcher#interceptors()}),
 * in the order the binding annotations are written, a class's before its method's, and each
 * annotation's in the order {@link #value()} lists them. Give the binding annotation class (or
 * runtime) retention, so the processor reads it from compiled handlers of other modules too.
 *
 * <p>A binding annotation on another annotation's type counts wherever that annotation is written,
 * after that annotation's own interceptors: a binding on a binding, or on a composed annotation
 * that is no binding itself. An {@link java.lang.annotation.Inherited Inherited} binding on a
 * superclass of a handler class wraps the class's handlers, after the class's own bindings.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.ANNOTATION_TYPE)
public @interface InterceptorBinding {
  /**
   * The interceptors ({@code dev.switchboard.Interceptor} implementations) the annotated annotation
   * puts around a handler, outermost first; at least one.
   */
  Class<?>[] value();
}
