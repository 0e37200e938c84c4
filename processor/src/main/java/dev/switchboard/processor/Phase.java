package dev.switchboard.processor;

/** Where the compilation stands, round after round: the one state the processor moves through. */
enum Phase {
  /** No round processed yet: what the previous build saw is still to be merged. */
  FIRST_ROUND,
  /** Validating handlers and dispatchers; those whose types are not complete wait for a later round. */
  VALIDATING,
  /**
   * Validating, and a handler was read again in a later round because another processor may add
   * members to it: the dispatchers may then be written in the last round.
   */
  HELD_FOR_MEMBERS,
  /** Dispatchers written, or given up on because of errors: a handler that appears now is too late. */
  WRITTEN;

  /** Whether dispatchers may be written in a round, {@code lastRound} or not. */
  boolean writesIn(boolean lastRound) {
    // Never in the last round (other processors would not see the dispatchers, and javac warns),
    // unless a handler waited for members that arrived without a round after: a processor that adds
    // members without generating a file. Generated then, the dispatchers compile.
    return this != WRITTEN && (!lastRound || this == HELD_FOR_MEMBERS);
  }
}
