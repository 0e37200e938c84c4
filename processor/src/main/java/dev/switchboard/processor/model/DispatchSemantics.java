package dev.switchboard.processor.model;

import java.util.List;

/**
 * How a dispatcher dispatches, as its {@code @EventDispatcher} says.
 *
 * @param mode exclusive or broadcast
 * @param includeSupertypes broadcast only: whether handlers of supertypes run too
 * @param failure broadcast only: what a failing handler does to the ones after it
 * @param exhaustive sealed types whose every permitted subtype needs a handler
 * @param ignored permitted subtypes of {@code exhaustive} types deliberately left unhandled
 */
public record DispatchSemantics(
    Mode mode,
    boolean includeSupertypes,
    Failure failure,
    List<TypeRef> exhaustive,
    List<TypeRef> ignored) {
  /** The semantics of a dispatcher declared without options, and of the default dispatcher. */
  public static final DispatchSemantics DEFAULT =
      new DispatchSemantics(Mode.EXCLUSIVE, true, Failure.STOP_AT_FIRST, List.of(), List.of());

  /**
   * The constants of {@code EventDispatcher.Mode}, by name: the processor reads them from the
   * annotation's mirror, so the annotations' classes need not be on the processor path.
   */
  public enum Mode {
    EXCLUSIVE,
    BROADCAST
  }

  /** The constants of {@code EventDispatcher.Failure}, by name, as {@link Mode} is. */
  public enum Failure {
    STOP_AT_FIRST,
    RUN_ALL_THEN_THROW
  }

  public DispatchSemantics {
    exhaustive = List.copyOf(exhaustive);
    ignored = List.copyOf(ignored);
  }

  public boolean broadcast() {
    return mode == Mode.BROADCAST;
  }

  /** Whether an event reaches the handlers of its nearest handled type only, not of all its supertypes. */
  public boolean nearestOnly() {
    return !broadcast() || !includeSupertypes;
  }
}
