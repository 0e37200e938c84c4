package dev.switchboard.processor.fuzz;

/**
 * Program shapes the generator avoids while a known defect (issue 11's list) is being fixed on
 * another branch: each switch is removed once main has the fix. {@code
 * -Dswitchboard.fuzz.knownDefects=true} generates them all anyway, to check whether a fix has landed.
 */
final class KnownDefects {
  private KnownDefects() {}

  private static final boolean GENERATE_ALL = Boolean.getBoolean("switchboard.fuzz.knownDefects");

  /** Private nested event classes (or events nested in private classes) the dispatcher names. */
  static final boolean AVOID_PRIVATE_EVENTS = !GENERATE_ALL;

  /** Programs in the unnamed package. */
  static final boolean AVOID_UNNAMED_PACKAGE = !GENERATE_ALL;

  /** Handlers whose no-argument constructor declares a checked exception. */
  static final boolean AVOID_THROWING_CONSTRUCTORS = !GENERATE_ALL;

  /**
   * Classes named like {@code java.lang} types or like the generated code's own members ({@code
   * Override}, {@code Class}, a handler named {@code Routes}).
   */
  static final boolean AVOID_JAVA_LANG_AND_MEMBER_NAMES = !GENERATE_ALL;

  /**
   * Two dispatchers whose generated names collide ({@code Outer_Inner} and {@code Outer.Inner}), or
   * a hand-written class with a generated dispatcher's name.
   */
  static final boolean AVOID_DISPATCHER_NAME_COLLISIONS = !GENERATE_ALL;
}
