package dev.switchboard.defaults;

import dev.switchboard.spring.HandlerMetrics;

/**
 * The binding annotations the processor applies to every handler of every declared dispatcher it
 * compiles with the starter on the class path, innermost in each handler's chain: {@link
 * HandlerMetrics}, so Spring applications get a timer per handler without declaring anything. A
 * handler or dispatcher that names the same interceptor keeps it where it is written.
 */
@HandlerMetrics
public final class DefaultBindings {
  private DefaultBindings() {}
}
