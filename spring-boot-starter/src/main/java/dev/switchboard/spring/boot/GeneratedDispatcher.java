package dev.switchboard.spring.boot;

import java.util.List;
import java.util.Objects;

/**
 * A dispatcher the processor generated, as its route report names it: the declared dispatcher
 * type, the generated class, the root type of its events and the handlers it routes to.
 */
record GeneratedDispatcher(
    String declared, String generatedClass, String eventRoot, List<ReportedHandler> handlers) {
  GeneratedDispatcher {
    Objects.requireNonNull(declared, "declared");
    Objects.requireNonNull(generatedClass, "generatedClass");
    Objects.requireNonNull(eventRoot, "eventRoot");
    handlers = List.copyOf(handlers);
  }

  /**
   * A handler of the report: its class, and for a handler method the method as the report writes
   * it, {@code on(OrderPlaced)} (null for a handler class).
   */
  record ReportedHandler(String handlerClass, String method) {
    ReportedHandler {
      Objects.requireNonNull(handlerClass, "handlerClass");
    }

    /** The method's name; null for a handler class. */
    String methodName() {
      return method == null ? null : method.substring(0, method.indexOf('('));
    }

    /** The simple name of the method's parameter type; null for a handler class. */
    String parameterSimpleName() {
      return method == null ? null : method.substring(method.indexOf('(') + 1, method.length() - 1);
    }

    /** {@code shop.Mailer#on(OrderPlaced)}, or {@code shop.ReserveStock}. */
    @Override
    public String toString() {
      return method == null ? handlerClass : handlerClass + "#" + method;
    }
  }
}
