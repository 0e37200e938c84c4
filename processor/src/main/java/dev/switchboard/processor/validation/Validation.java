package dev.switchboard.processor.validation;

/** The outcome of validating one annotated element. */
public sealed interface Validation<T> {
  /** Valid; {@code model} is ready for resolution. */
  record Valid<T>(T model) implements Validation<T> {}

  /** Invalid; errors were reported on the element. */
  record Invalid<T>() implements Validation<T> {}

  /** Refers to {@code missingType}, which may be generated in a later round: validate again then. */
  record Deferred<T>(String missingType) implements Validation<T> {}
}
