package dev.switchboard.processor.resolution;

import dev.switchboard.processor.model.TypedOverload;
import java.util.List;
import java.util.Optional;

/**
 * The typed {@code dispatch(E)} methods a dispatcher gets.
 *
 * @param overloads the methods, sorted by event class name
 * @param leftOutBecause why the dispatcher gets none although its event types may qualify, when its
 *     size is the reason ({@code "1,025 routes, more than 1,024"}): note SB320 says so
 */
record TypedMethods(List<TypedOverload> overloads, Optional<String> leftOutBecause) {
  /** For a dispatcher whose own {@code dispatch(root)} typed methods would bypass: none, and nothing to note. */
  static final TypedMethods NONE = new TypedMethods(List.of(), Optional.empty());

  TypedMethods {
    overloads = List.copyOf(overloads);
  }
}
