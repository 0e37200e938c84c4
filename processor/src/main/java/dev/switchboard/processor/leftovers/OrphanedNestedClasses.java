package dev.switchboard.processor.leftovers;

import dev.switchboard.processor.incremental.SourceKey;
import dev.switchboard.processor.output.OutputFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Deletes the class files of the classes nested in a generated class whose own class file is gone
 * from the class output: deleted by hand, or by a tool that cleans part of the output. No build
 * compiles such a class file again unless the generated class declares it again, a clean build has
 * none, and ecj cannot read one: listing the package, it aborts on the first ("The type ... cannot
 * be resolved. It is indirectly referenced from required .class files"), so they go before the
 * processor reads the package of a dispatcher.
 *
 * <p>Where the generated class file is there, its nested classes are those it names, which {@link
 * StaleNestedClasses} reads; none is named here, so they are found by name on disk.
 */
public final class OrphanedNestedClasses {
  private final OutputFiles output;

  public OrphanedNestedClasses(OutputFiles output) {
    this.output = output;
  }

  /**
   * Deletes the class files nested in each of {@code generated} whose class file is gone. {@code
   * neighbours} are files of the class output that may be there (by path in it), where it is found
   * when the compiler names no file it lacks; where none is there, it is found from a probe.
   */
  public void delete(Collection<SourceKey> generated, List<String> neighbours) {
    if (generated.isEmpty()) {
      return;
    }
    List<String> classFiles = new ArrayList<>();
    List<String> probes = new ArrayList<>();
    for (SourceKey key : generated) {
      classFiles.add(classFile(key));
      // Named after the class, so that each class is probed for once in a compilation.
      probes.add("META-INF/switchboard/" + key.canonicalName() + ".probe");
    }
    List<String> anchors = new ArrayList<>(classFiles);
    anchors.addAll(neighbours);
    // One class output for every generated class: found once, not once per class.
    Optional<Path> classOutput = output.classOutputDirectory(anchors, probes);
    if (classOutput.isEmpty()) {
      return;
    }
    int index = 0;
    for (SourceKey key : generated) {
      if (!Files.exists(classOutput.get().resolve(classFiles.get(index++)))) {
        deleteNested(key, classOutput.get().resolve(key.packageName().replace('.', '/')));
      }
    }
  }

  /** The path of the class file of {@code key}'s top-level class in the class output. */
  private static String classFile(SourceKey key) {
    String directory = key.packageName().replace('.', '/');
    return (directory.isEmpty() ? "" : directory + "/") + key.name() + ".class";
  }

  private void deleteNested(SourceKey key, Path directory) {
    if (!Files.isDirectory(directory)) {
      return;
    }
    String prefix = key.name() + "$";
    try (Stream<Path> files = Files.list(directory)) {
      for (Path file : files.toList()) {
        String name = file.getFileName().toString();
        if (name.startsWith(prefix) && name.endsWith(".class")) {
          output.deleteClassFile(key.packageName(), name.substring(0, name.length() - 6));
        }
      }
    } catch (IOException kept) {
      // A file the build cannot delete stays: under ecj, the error that follows names its class.
    }
  }
}
