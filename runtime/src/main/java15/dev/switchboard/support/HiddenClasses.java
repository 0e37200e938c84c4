package dev.switchboard.support;

/**
 * Tells hidden classes (lambdas' classes, {@code Lookup.defineHiddenClass}), which their class loader
 * does not keep, from the classes it keeps: on Java 15 and later, the multi-release jar's version of
 * this class asks {@code Class.isHidden()}, which does not read the class's name (see the Java 11
 * version beside the other sources).
 */
final class HiddenClasses {
  private HiddenClasses() {}

  /** Whether {@code type} is a hidden class. */
  static boolean isHidden(Class<?> type) {
    return type.isHidden();
  }

  /** Whether {@link #isHidden} asks {@code Class.isHidden()}: this version always does. */
  static boolean asksTheClass() {
    return true;
  }
}
