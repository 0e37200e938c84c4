package dev.switchboard.support;

/**
 * The {@code RUN_ALL_THEN_THROW} policy of broadcast routes, shared by the runtime's broadcast
 * handler and the cases generated code writes: keep the first failure, suppress the later ones in
 * it, rethrow it unwrapped once every handler ran.
 */
public final class BroadcastFailures {
  private BroadcastFailures() {}

  /** The failure to rethrow after {@code failure}: {@code first}, or {@code failure} when it is the first. */
  public static Throwable add(Throwable first, Throwable failure) {
    if (first == null) {
      return failure;
    }
    if (failure != first) {
      first.addSuppressed(failure);
    }
    return first;
  }

  /** Rethrows {@code first} as it is, checked or not, unless it is null. */
  public static void rethrowIfAny(Throwable first) {
    if (first != null) {
      throw BroadcastFailures.<RuntimeException>sneaky(first);
    }
  }

  // A handler may throw checked exceptions sneakily; they reach the caller as they were thrown.
  @SuppressWarnings("unchecked")
  private static <X extends Throwable> X sneaky(Throwable failure) throws X {
    throw (X) failure;
  }
}
