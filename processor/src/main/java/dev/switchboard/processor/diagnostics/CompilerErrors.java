package dev.switchboard.processor.diagnostics;

import com.sun.source.util.Trees;
import dev.switchboard.processor.lang.Ecj;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;

/**
 * Whether the compiler reports a problem itself, so that Switchboard does not repeat it. javac
 * attributes every source file after the last round and reports each name it cannot resolve ("cannot
 * find symbol", "package ... does not exist"); those errors are deferred during processing, so
 * {@code RoundEnvironment.errorRaised()} does not see them. ecj resolves every source it compiles
 * and reports each name it cannot resolve ("Pnig cannot be resolved to a type"), in Eclipse as in its
 * batch compiler. Elements read from class files, and other compilers or wrapped environments, whose
 * reports Switchboard cannot count on, get no such promise.
 */
public final class CompilerErrors {
  private final Optional<Trees> trees;
  private final boolean ecj;

  private CompilerErrors(Optional<Trees> trees, boolean ecj) {
    this.trees = trees;
    this.ecj = ecj;
  }

  public static CompilerErrors of(ProcessingEnvironment environment) {
    boolean ecj = Ecj.runs(environment);
    try {
      return new CompilerErrors(Optional.of(Trees.instance(environment)), ecj);
    } catch (IllegalArgumentException | LinkageError notJavac) {
      return new CompilerErrors(Optional.empty(), ecj);
    }
  }

  /**
   * Whether the compiler will report the unresolved names in {@code element}'s declaration itself;
   * {@code fromSource} says whether the element is compiled from source in this compilation.
   */
  public boolean reportsUnresolvedNamesIn(Element element, boolean fromSource) {
    if (element == null) {
      return false;
    }
    if (trees.isPresent()) {
      return trees.get().getPath(element) != null;
    }
    return ecj && fromSource;
  }
}
