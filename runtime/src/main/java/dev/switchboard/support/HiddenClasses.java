package dev.switchboard.support;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Tells hidden classes (Java 15+: lambdas' classes, {@code Lookup.defineHiddenClass}), which their
 * class loader does not keep, from the classes it keeps.
 *
 * <p>On Java 15 and later it asks {@code Class.isHidden()}, through a method handle looked up once,
 * since this library is compiled for Java 11, where that method does not exist. Before Java 15 a
 * hidden class is a VM-anonymous class, whose name has a '/'. Only that fallback reads the name:
 * the first {@code getName()} of a hidden class builds and interns its name, which cost 6 µs per new
 * class on JDK 17, most of the first dispatch of a new lambda's class.
 */
final class HiddenClasses {
  /** {@code Class.isHidden()}, or null before Java 15. */
  private static final MethodHandle IS_HIDDEN = isHiddenMethod();

  private HiddenClasses() {}

  private static MethodHandle isHiddenMethod() {
    try {
      return MethodHandles.publicLookup().findVirtual(Class.class, "isHidden", MethodType.methodType(boolean.class));
    } catch (NoSuchMethodException | IllegalAccessException | SecurityException beforeJava15) {
      return null;
    }
  }

  /** Whether {@code type} is a hidden class (or, before Java 15, a VM-anonymous one). */
  static boolean isHidden(Class<?> type) {
    if (IS_HIDDEN == null) {
      return type.getName().indexOf('/') >= 0;
    }
    try {
      return (boolean) IS_HIDDEN.invokeExact(type);
    } catch (Throwable impossible) {
      // Class.isHidden() declares no exception and throws none.
      throw new AssertionError(impossible);
    }
  }

  /** Whether {@link #isHidden} asks {@code Class.isHidden()}, as it must on Java 15 and later. */
  static boolean asksTheClass() {
    return IS_HIDDEN != null;
  }
}
