package dev.switchboard.support;

/**
 * Tells hidden classes (Java 15+: lambdas' classes, {@code Lookup.defineHiddenClass}), which their
 * class loader does not keep, from the classes it keeps.
 *
 * <p>This is the Java 11 version, used before Java 15 and wherever the runtime is not loaded as a
 * multi-release jar (a classes directory): it reads the name, which has a '/' for a VM-anonymous
 * class before Java 15 and for a hidden class since. The jar holds a Java 15 version in {@code
 * META-INF/versions/15} that asks {@code Class.isHidden()} instead, with no reflection: the first
 * {@code getName()} of a hidden class builds and interns its name, most of the cost of the first
 * dispatch of a new lambda's class.
 */
final class HiddenClasses {
  private HiddenClasses() {}

  /** Whether {@code type} is a hidden class (or, before Java 15, a VM-anonymous one). */
  static boolean isHidden(Class<?> type) {
    return type.getName().indexOf('/') >= 0;
  }

  /** Whether {@link #isHidden} asks {@code Class.isHidden()}: only the Java 15 version does. */
  static boolean asksTheClass() {
    return false;
  }
}
