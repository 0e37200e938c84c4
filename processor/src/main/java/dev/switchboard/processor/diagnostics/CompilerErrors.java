package dev.switchboard.processor.diagnostics;

import com.sun.source.util.Trees;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/**
 * Whether the compiler reports a problem itself, so that Switchboard does not repeat it. javac
 * attributes every source file after the last round and reports each name it cannot resolve ("cannot
 * find symbol", "package ... does not exist"); those errors are deferred during processing, so
 * {@code RoundEnvironment.errorRaised()} does not see them. Elements without a javac source tree
 * (class files, or other compilers, whose reports Switchboard cannot count on) get no such promise.
 */
public final class CompilerErrors {
  private final Optional<Trees> trees;

  private CompilerErrors(Optional<Trees> trees) {
    this.trees = trees;
  }

  public static CompilerErrors of(ProcessingEnvironment environment) {
    try {
      return new CompilerErrors(Optional.of(Trees.instance(environment)));
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return new CompilerErrors(Optional.empty());
    }
  }

  /** Whether javac will report the unresolved names in {@code element}'s declaration itself. */
  public boolean reportsUnresolvedNamesIn(Element element) {
    return element != null && trees.map(t -> t.getPath(element) != null).orElse(false);
  }
}
