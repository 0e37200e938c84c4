package dev.switchboard.processor.lang;

import javax.annotation.processing.ProcessingEnvironment;

/** Whether the processor runs in ecj, the Eclipse compiler (Eclipse's builder, VS Code, batch ecj). */
public final class Ecj {
  /** ecj's processing environments, batch and IDE, are in this package or below it. */
  private static final String PACKAGE = "org.eclipse.jdt.";

  /**
   * The processing environment of ecj's batch compiler (its command line, its {@code javax.tools}
   * compiler, plexus-compiler-eclipse, gradle-ecj); Eclipse's builder has its own.
   */
  private static final String BATCH =
      "org.eclipse.jdt.internal.compiler.apt.dispatch.BatchProcessingEnvImpl";

  private Ecj() {}

  public static boolean runs(ProcessingEnvironment environment) {
    return environment.getClass().getName().startsWith(PACKAGE);
  }

  /**
   * Whether the processor runs in ecj's batch compiler, which compiles the sources processors
   * generate outside the named module being compiled, so they cannot see the module's types.
   */
  public static boolean batch(ProcessingEnvironment environment) {
    for (Class<?> type = environment.getClass(); type != null; type = type.getSuperclass()) {
      if (type.getName().equals(BATCH)) {
        return true;
      }
    }
    return false;
  }
}
