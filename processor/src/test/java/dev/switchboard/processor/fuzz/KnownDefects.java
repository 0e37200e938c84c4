package dev.switchboard.processor.fuzz;

/**
 * Program shapes the generator avoids while a known defect (issue 11's list) is being fixed on
 * another branch: each switch is removed once main has the fix. {@code
 * -Dswitchboard.fuzz.knownDefects=true} generates them all anyway, to check whether a fix has landed.
 */
final class KnownDefects {
  private KnownDefects() {}

  private static final boolean GENERATE_ALL = Boolean.getBoolean("switchboard.fuzz.knownDefects");

  /**
   * Classes named like {@code java.lang} types or like the generated code's own members ({@code
   * Override}, {@code Class}, a handler named {@code Routes}).
   */
  static final boolean AVOID_JAVA_LANG_AND_MEMBER_NAMES = !GENERATE_ALL;
}
