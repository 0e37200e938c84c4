package dev.switchboard.support;

/**
 * What a broadcast route does when one of its handlers throws; mirrors {@code
 * EventDispatcher.Failure}, which the runtime cannot see (it has no dependencies).
 */
public enum FailurePolicy {
  /** Rethrow at once, unwrapped; the handlers after it do not run. */
  STOP_AT_FIRST,
  /** Run the remaining handlers, then rethrow the first exception with the later ones suppressed. */
  RUN_ALL_THEN_THROW
}
