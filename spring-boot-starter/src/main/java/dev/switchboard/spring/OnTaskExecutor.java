package dev.switchboard.spring;

import dev.switchboard.annotations.InterceptorBinding;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs the handler on one of the application's executors: {@code dispatch} hands the event over and
 * returns, and the handler runs on the executor's thread, where its exceptions stay (see {@link
 * dev.switchboard.ExecutorInterceptor}). On a handler class, it applies to every handler the class
 * declares; on a handler method, to that method; not on both, which
 * wraps the handler twice (SB130).
 *
 * <p>Named differently from Spring's {@code @Async} on purpose: that one proxies a bean's methods,
 * this one binds {@link TaskExecutorInterceptor} into the dispatcher's chain, and the two work
 * independently.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@InterceptorBinding(TaskExecutorInterceptor.class)
public @interface OnTaskExecutor {
  /**
   * The name of the {@code Executor} bean the handler runs on; empty, the default, for the
   * application's task executor: the bean named {@code applicationTaskExecutor}, which Spring Boot
   * defines, else the one {@code TaskExecutor} bean.
   */
  String value() default "";
}
