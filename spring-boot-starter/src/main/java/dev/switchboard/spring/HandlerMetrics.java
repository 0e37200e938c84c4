package dev.switchboard.spring;

import dev.switchboard.annotations.InterceptorBinding;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Times the handler's calls with Micrometer, through {@link HandlerMetricsInterceptor}. The starter
 * puts it on {@link dev.switchboard.defaults.DefaultBindings}, so every handler of every dispatcher
 * compiled with the starter on the class path has it, innermost; there is no need to write it.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@InterceptorBinding(HandlerMetricsInterceptor.class)
public @interface HandlerMetrics {}
