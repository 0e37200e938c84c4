package dev.switchboard.processor.fuzz;

/**
 * Program shapes the generator avoids while a known defect (issue 11's list) is being fixed on
 * another branch: each switch is removed once main has the fix. {@code
 * -Dswitchboard.fuzz.knownDefects=true} generates them all anyway, to check whether a fix has landed.
 */
final class KnownDefects {
  private KnownDefects() {}

  private static final boolean GENERATE_ALL = Boolean.getBoolean("switchboard.fuzz.knownDefects");

  /** Programs in the unnamed package. */
  static final boolean AVOID_UNNAMED_PACKAGE = !GENERATE_ALL;
}
