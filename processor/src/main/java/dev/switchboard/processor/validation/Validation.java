package dev.switchboard.processor.validation;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/** The outcome of validating one annotated element. */
public sealed interface Validation<T> {
  /** Valid; {@code model} is ready for resolution. */
  record Valid<T>(T model) implements Validation<T> {}

  /** Invalid; errors were reported on the element. */
  record Invalid<T>() implements Validation<T> {}

  /** Refers to {@code missingType}, which may be generated in a later round: validate again then. */
  record Deferred<T>(String missingType) implements Validation<T> {
    /** The same deferral, for what depends on the deferred element. */
    public <U> Deferred<U> retyped() {
      return new Deferred<>(missingType);
    }
  }

  /** The model made into another; invalid and deferred stay so. */
  default <U> Validation<U> map(Function<? super T, ? extends U> function) {
    return flatMap(model -> new Valid<>(function.apply(model)));
  }

  /** The validation of what the model leads to; invalid and deferred stay so. */
  default <U> Validation<U> flatMap(Function<? super T, Validation<U>> next) {
    if (this instanceof Valid<T> valid) {
      return next.apply(valid.model());
    }
    return this instanceof Deferred<T> deferred ? deferred.retyped() : new Invalid<>();
  }

  /** Invalid when errors were found besides: {@code valid} is false. Deferred stays deferred. */
  default Validation<T> validIf(boolean valid) {
    return valid || !(this instanceof Valid<T>) ? this : new Invalid<>();
  }

  /**
   * Both validations, this one and {@code next}, combined: deferred if either is (then {@code next}
   * is not validated when this one is), valid if both are, invalid otherwise. An invalid element does
   * not stop {@code next}, so every error is reported at once.
   */
  default <U, R> Validation<R> and(
      Supplier<Validation<U>> next, BiFunction<? super T, ? super U, R> combine) {
    if (this instanceof Deferred<T> deferred) {
      return deferred.retyped();
    }
    Validation<U> other = next.get();
    if (other instanceof Deferred<U> deferred) {
      return deferred.retyped();
    }
    return this instanceof Valid<T> first && other instanceof Valid<U> second
        ? new Valid<>(combine.apply(first.model(), second.model()))
        : new Invalid<>();
  }
}
