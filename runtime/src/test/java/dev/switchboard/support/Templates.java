package dev.switchboard.support;

/**
 * Event types for the tests of classes learned at run time. Public, so that the copies of
 * {@link Fresh} that {@link ThrowawayClasses} defines in other loaders (other run-time packages)
 * may extend them.
 */
public final class Templates {
  private Templates() {}

  /** A handled event type. */
  public static class Handled {
    public Handled() {}
  }

  /** A handled interface. */
  public interface Tagged {}

  /** The template: a subclass the processor never saw, copied into throwaway loaders. */
  public static class Fresh extends Handled implements Tagged {
    public Fresh() {}
  }
}
