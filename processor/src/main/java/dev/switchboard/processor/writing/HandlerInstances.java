package dev.switchboard.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.switchboard.processor.kotlin.KotlinObjects;
import dev.switchboard.processor.model.HandlerModel;
import dev.switchboard.processor.model.HandlerModel.NoArgConstructor;
import dev.switchboard.processor.naming.ShadowedNames;
import java.util.Collection;

/** How a generated {@code create()} obtains each handler, and how its Javadoc says so. */
final class HandlerInstances {
  private HandlerInstances() {}

  /**
   * {@code new ReserveStock()}, or {@code LockGates.INSTANCE} for a Kotlin object, where its class is
   * written as a qualifier ({@link ShadowedNames#qualifier}): a field may obscure it there.
   */
  static CodeBlock instance(HandlerModel handler, ShadowedNames names) {
    return handler.constructor() == NoArgConstructor.KOTLIN_OBJECT
        ? CodeBlock.of("$T.$N", names.qualifier(handler.type().name()), KotlinObjects.INSTANCE)
        : CodeBlock.of("new $T()", names.spelled(handler.type()));
  }

  /** The Javadoc of {@code create()}. */
  static String factoryJavadoc(Collection<HandlerModel> handlers) {
    boolean objects = false;
    for (HandlerModel handler : handlers) {
      objects |= handler.constructor() == NoArgConstructor.KOTLIN_OBJECT;
    }
    return objects
        ? "Creates the dispatcher with a new instance of every handler (the {@code INSTANCE} of each Kotlin object).\n"
        : "Creates the dispatcher with a new instance of every handler.\n";
  }
}
