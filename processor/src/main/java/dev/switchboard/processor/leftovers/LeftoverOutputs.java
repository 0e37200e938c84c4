package dev.switchboard.processor.leftovers;

import dev.switchboard.processor.incremental.IncrementalBuild;
import dev.switchboard.processor.incremental.NotWrittenAgain;
import dev.switchboard.processor.incremental.SourceKey;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * Deletes what the previous build wrote for a dispatcher (or index) the module no longer has: its
 * generated source, the class files of its class and of every class nested in it, its route report
 * and diagram. A compiler overwrites only what it writes, so a partial build that recompiles a
 * declaration without its {@code @EventDispatcher}, or deletes or renames it, would leave them all
 * where a clean build has none.
 *
 * <p>The nested classes are those the generated class file in the class output names, as {@link
 * StaleNestedClasses} finds them, or, where that class file is gone, those {@link
 * OrphanedNestedClasses} finds.
 */
public final class LeftoverOutputs {
  private final OutputFiles output;
  private final StaleNestedClasses stale;
  private final OrphanedNestedClasses orphans;

  /** {@code output}: where the generated classes, sources and reports of the previous build are. */
  public LeftoverOutputs(OutputFiles output) {
    this.output = output;
    this.stale = new StaleNestedClasses(output);
    this.orphans = new OrphanedNestedClasses(output);
  }

  /** Deletes {@code leftover}: call after a build that reported no error wrote everything it writes. */
  public void delete(NotWrittenAgain leftover) {
    // The orphans only where the class file that would name them is gone: the class output is found
    // once for all of them.
    orphans.delete(leftover.sources(), List.of(IncrementalBuild.stateResource()));
    for (SourceKey generated : leftover.sources()) {
      String packageName = generated.packageName();
      String name = generated.name();
      // Read before the class file that names them is deleted.
      Set<String> nested = stale.staleNested(packageName, name, Set.of());
      try {
        for (String binaryName : nested) {
          output.deleteClassFile(packageName, binaryName);
        }
        output.deleteClassFile(packageName, name);
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
