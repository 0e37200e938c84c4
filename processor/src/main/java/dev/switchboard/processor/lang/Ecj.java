package dev.switchboard.processor.lang;

import javax.annotation.processing.ProcessingEnvironment;

/** Whether the processor runs in ecj, the Eclipse compiler (Eclipse's builder, VS Code, batch ecj). */
public final class Ecj {
  /** ecj's processing environments, batch and IDE, are in this package or below it. */
  private static final String PACKAGE = "org.eclipse.jdt.";

  private Ecj() {}

  public static boolean runs(ProcessingEnvironment environment) {
    return environment.getClass().getName().startsWith(PACKAGE);
  }
}
