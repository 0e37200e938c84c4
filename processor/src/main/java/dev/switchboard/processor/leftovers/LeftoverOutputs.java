package dev.switchboard.processor.leftovers;

import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.NotWrittenAgain;
import dev.switchboard.processor.incremental.SourceKey;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Deletes what the previous build wrote for a dispatcher (or index) the module no longer has: its
 * generated source, the class files of its class and of every class nested in it, its route report
 * and diagram. A compiler overwrites only what it writes, so a partial build that recompiles a
 * declaration without its {@code @EventDispatcher}, or deletes or renames it, would leave them all
 * where a clean build has none.
 *
 * <p>The nested classes are the member classes of the generated class as the compiler reads it from
 * the class output, or, where its class file is gone, those {@link OrphanedNestedClasses} finds.
 */
public final class LeftoverOutputs {
  private final PreviousClassFiles previous;
  private final OutputFiles output;
  private final OrphanedNestedClasses orphans;

  /**
   * {@code elements}: where the compiler reads the generated classes the previous build compiled;
   * {@code output}: where they and their sources and reports are.
   */
  public LeftoverOutputs(Elements elements, OutputFiles output) {
    this.previous = new PreviousClassFiles(elements);
    this.output = output;
    this.orphans = new OrphanedNestedClasses(output);
  }

  /**
   * Deletes {@code leftover}: call after a build that reported no error wrote everything it writes.
   * A generated class is looked up in the module the previous build recorded for it; where it
   * recorded none (before Java 9, or a state of format 8 or older), everywhere.
   */
  public void delete(NotWrittenAgain leftover) {
    for (SourceKey generated : leftover.sources()) {
      String packageName = generated.packageName();
      String name = generated.name();
      Set<String> classes = new TreeSet<>();
      TypeElement compiled = previous.find(generated.canonicalName(), leftover.moduleOf(generated));
      if (compiled != null) {
        StaleNestedClasses.staleNested(compiled, name, Set.of(), classes);
      } else {
        orphans.delete(Set.of(generated), List.of(IncrementalBuild.stateResource()));
      }
      classes.add(name);
      try {
        for (String binaryName : classes) {
          output.deleteClassFile(packageName, binaryName);
        }
        output.deleteGeneratedSource(packageName, name);
      } catch (IOException kept) {
        // A file the build cannot delete stays, unused: no class compiled now names it.
      }
    }
    for (String resource : leftover.resources()) {
      try {
        output.deleteInClassOutput(resource);
      } catch (IOException kept) {
        // A report the build cannot delete stays; the module state no longer records it.
      }
    }
  }
}
