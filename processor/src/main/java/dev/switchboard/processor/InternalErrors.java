package dev.switchboard.processor;

import dev.switchboard.processor.diagnostics.Diagnostics;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.lang.Annotations;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import javax.lang.model.element.Element;

/**
 * Reports what went wrong inside the processor as an error of the compilation: javac must never
 * crash because of it.
 */
final class InternalErrors {
  static final String DEBUG_OPTION = "switchboard.debug";
  /**
   * How ecj stops a compilation, for any processor, when it cannot go on: a class file on the class
   * path that needs a class it cannot find, above all. Not Switchboard's failure; its message names
   * the cause.
   */
  private static final String ECJ_ABORT =
      "org.eclipse.jdt.internal.compiler.problem.AbortCompilation";

  private final Diagnostics diagnostics;
  private final boolean debug;

  InternalErrors(Diagnostics diagnostics, Map<String, String> options) {
    this.diagnostics = diagnostics;
    this.debug = Boolean.parseBoolean(options.get(DEBUG_OPTION));
  }

  /** Reports {@code error}, thrown while processing {@code subject}, on {@code element} if known. */
  void report(String subject, Element element, Throwable error) {
    if (error instanceof Annotations.MissingMember missing) {
      diagnostics.report(
          Message.ANNOTATION_MEMBER_MISSING,
          element,
          missing.mirror(),
          missing.mirror().getAnnotationType().asElement().getSimpleName(),
          missing.member());
      return;
    }
    if (error.getClass().getName().equals(ECJ_ABORT)) {
      diagnostics.report(Message.COMPILATION_ABORTED, element, subject, error.getMessage());
      return;
    }
    diagnostics.report(Message.INTERNAL_ERROR, element, subject, error);
    if (debug) {
      StringWriter trace = new StringWriter();
      error.printStackTrace(new PrintWriter(trace));
      diagnostics.note(trace.toString());
    }
  }
}
