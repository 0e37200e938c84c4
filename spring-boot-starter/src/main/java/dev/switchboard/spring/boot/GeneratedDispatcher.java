package dev.switchboard.spring.boot;

import java.util.Objects;

/**
 * A dispatcher the processor generated, as its route report names it: the declared dispatcher
 * type, the generated class and the root type of its events.
 */
record GeneratedDispatcher(String declared, String generatedClass, String eventRoot) {
  GeneratedDispatcher {
    Objects.requireNonNull(declared, "declared");
    Objects.requireNonNull(generatedClass, "generatedClass");
    Objects.requireNonNull(eventRoot, "eventRoot");
  }
}
