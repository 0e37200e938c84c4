package dev.switchboard;

/**
 * Handles events of type {@code E}. Annotate implementations with
 * {@code @dev.switchboard.annotations.Handles} to have them routed by a generated dispatcher.
 *
 * <p>Exceptions thrown by {@link #handle} reach the caller of {@link Dispatcher#dispatch} as they
 * are: Switchboard never wraps them.
 *
 * @param <E> the type of event handled
 */
@FunctionalInterface
public interface Handler<E> {
  /** Handles one event; never called with {@code null}. */
  void handle(E event);
}
