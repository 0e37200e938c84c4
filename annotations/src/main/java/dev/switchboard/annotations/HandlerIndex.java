package dev.switchboard.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler index: the class the Switchboard processor generates for a library compiled with
 * {@code -Aswitchboard.library=<qualified class name>}, listing the library's handlers so that the
 * dispatchers of applications compiled against it route them too. Written by the processor only;
 * read from class files at compile time, never at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface HandlerIndex {
  /** The library's {@link Handles @Handles} classes. */
  Class<?>[] handlers();

  /** The library's other public classes and interfaces: event types whose routes a dispatcher precomputes. */
  Class<?>[] types() default {};
}
