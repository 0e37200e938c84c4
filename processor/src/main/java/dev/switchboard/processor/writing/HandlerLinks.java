package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.model.DispatcherModel;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.naming.ShadowedNames;

/** How generated Javadoc links a handler: {@code {@link ReserveStock}}, {@code {@link OrderProjection#on(OrderPlaced)}}. */
final class HandlerLinks {
  private HandlerLinks() {}

  static CodeBlock of(HandlerModel handler, ShadowedNames names) {
    if (handler.method().isEmpty()) {
      return CodeBlock.of("{@link $T}", names.spelled(handler.type()));
    }
    return CodeBlock.of(
        "{@link $T#$L($T)}",
        names.spelled(handler.type()),
        handler.method().get().name(),
        names.spelled(handler.method().get().parameter()));
  }

  /**
   * What the class Javadoc says the dispatcher is generated from: its {@code @Handles} "classes",
   * "methods", or "classes and methods".
   */
  static String kinds(DispatcherModel model) {
    boolean classes =
        model.handlers().stream().anyMatch(handler -> handler.method().isEmpty());
    boolean methods =
        model.handlers().stream().anyMatch(handler -> handler.method().isPresent());
    return classes && methods ? "classes and methods" : methods ? "methods" : "classes";
  }
}
