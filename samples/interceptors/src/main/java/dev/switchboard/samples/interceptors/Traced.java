package dev.switchboard.samples.interceptors;

import dev.switchboard.annotations.InterceptorBinding;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Runs the annotated handler within {@link Tracing}: a binding, as a tracing library offers one. */
@InterceptorBinding(Tracing.class)
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Traced {}
