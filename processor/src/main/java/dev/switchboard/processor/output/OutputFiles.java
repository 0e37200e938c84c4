package dev.switchboard.processor.output;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * The resources the processor reads and writes, all through the compiler's {@link Filer}: build
 * tools (Gradle's incremental processing among them) only see files that went through it.
 */
public final class OutputFiles {
  private final Filer filer;

  public OutputFiles(Filer filer) {
    this.filer = filer;
  }

  /** Creates the resource {@code name} in the class output, to be written once. */
  public FileObject createInClassOutput(String name, Element... origins) throws IOException {
    return filer.createResource(StandardLocation.CLASS_OUTPUT, "", name, origins);
  }

  /** Writes {@code text} to the resource {@code name} of the class output in UTF-8, whatever the source encoding. */
  public void writeUtf8(String name, String text, Element... origins) throws IOException {
    try (Writer out = new OutputStreamWriter(
        createInClassOutput(name, origins).openOutputStream(), StandardCharsets.UTF_8)) {
      out.write(text);
    }
  }

  /**
   * The resource {@code name} of the class output, left by an earlier build. Compilers report a
   * missing file differently: {@code FileNotFoundException}, {@code NoSuchFileException}, or (ecj)
   * {@code IllegalArgumentException}.
   */
  public FileObject inClassOutput(String name) throws IOException {
    return filer.getResource(StandardLocation.CLASS_OUTPUT, "", name);
  }

  /** The generated source of the top-level class {@code name} of {@code packageName}, left by an earlier build. */
  public FileObject generatedSource(String packageName, String name) throws IOException {
    return filer.getResource(StandardLocation.SOURCE_OUTPUT, packageName, name + ".java");
  }

  /**
   * The class file of the class {@code name} of {@code packageName} in the class output, by binary
   * name: {@code SwitchboardShop}, or {@code SwitchboardShop$Cases0} for a nested class.
   */
  public FileObject classFile(String packageName, String name) throws IOException {
    return filer.getResource(StandardLocation.CLASS_OUTPUT, packageName, name + ".class");
  }

  /**
   * Whether the class output holds the class file of the top-level class {@code name} of {@code
   * packageName}, and of every class it nests as that class file names them, each written after
   * {@code time}: a class file deleted since, of a nested class too, is not.
   */
  public boolean compiledAfter(String packageName, String name, long time) throws IOException {
    FileObject compiled = classFile(packageName, name);
    if (compiled.getLastModified() <= time) {
      return false;
    }
    for (String binaryName : nestedIn(compiled)) {
      if (classFile(packageName, binaryName).getLastModified() <= time) {
        return false;
      }
    }
    return true;
  }

  /**
   * The binary names, without the package ({@code SwitchboardShop$Cases0}), of the classes the
   * class file of the class {@code binaryName} of {@code packageName} in the class output names
   * nested in its class at any depth, whether their own class files are there or not; none where
   * that class file is not there or cannot be read. Read from the class file, not asked of the
   * compiler: javac would read their class files, and one that is gone would then look unreadable to
   * the processor in every later round, also once a generated source declares it again.
   */
  public List<String> nestedClasses(String packageName, String binaryName) {
    try {
      return nestedIn(classFile(packageName, binaryName));
    } catch (IOException | RuntimeException missing) {
      // Compilers report a missing file differently (see inClassOutput); a class file that cannot
      // be read names no class.
      return List.of();
    }
  }

  private static List<String> nestedIn(FileObject classFile) throws IOException {
    List<String> internalNames;
    try (InputStream in = classFile.openInputStream()) {
      internalNames = InnerClassNames.of(in);
    }
    List<String> binaryNames = new ArrayList<>();
    for (String internalName : internalNames) {
      binaryNames.add(internalName.substring(internalName.lastIndexOf('/') + 1));
    }
    return binaryNames;
  }

  /**
   * Deletes the class file of the class {@code binaryName} of {@code packageName} ({@code
   * SwitchboardShop$Cases0}) from the class output, if it is there. The {@code Filer} deletes no
   * file, so it is deleted on disk, where the {@code Filer} places it; a class output that is not a
   * directory (compile-testing's, in memory) is left alone.
   */
  public void deleteClassFile(String packageName, String binaryName) throws IOException {
    delete(StandardLocation.CLASS_OUTPUT, packageName, binaryName + ".class");
  }

  /** Deletes the generated source of the top-level class {@code name} of {@code packageName}, if it is there. */
  public void deleteGeneratedSource(String packageName, String name) throws IOException {
    delete(StandardLocation.SOURCE_OUTPUT, packageName, name + ".java");
  }

  /** Deletes the resource {@code name} of the class output, if it is there. */
  public void deleteInClassOutput(String name) throws IOException {
    delete(StandardLocation.CLASS_OUTPUT, "", name);
  }

  /**
   * Deletes the file {@code relativeName} of {@code packageName} in {@code location} on disk, where
   * the {@code Filer} places it, since the {@code Filer} deletes no file; one not on disk
   * (compile-testing's, in memory) is left alone.
   */
  private void delete(StandardLocation location, String packageName, String relativeName)
      throws IOException {
    FileObject file;
    try {
      file = filer.getResource(location, packageName, relativeName);
    } catch (IOException | RuntimeException missing) {
      // Compilers report a missing file differently: there is nothing to delete.
      return;
    }
    URI uri = file.toUri();
    if ("file".equals(uri.getScheme())) {
      Files.deleteIfExists(Path.of(uri));
    }
  }

  /**
   * The class output on disk, found from the first of {@code resources} (paths in the class output)
   * the {@code Filer} names: javac names a file of its output that does not exist too, ecj only one
   * that does. Where it names none, from the first of the resources {@code probes} it lets the
   * processor create, created and never written (ecj names a file it is asked to create; a second
   * probe of one name in a compilation names nothing). Empty when that fails too, or the class output
   * is not a directory (compile-testing's, in memory).
   */
  public Optional<Path> classOutputDirectory(List<String> resources, List<String> probes) {
    for (String resource : resources) {
      FileObject file;
      try {
        file = inClassOutput(resource);
      } catch (IOException | RuntimeException missing) {
        continue;
      }
      return directoryOf(file, resource);
    }
    for (String probe : probes) {
      try {
        return directoryOf(createInClassOutput(probe), probe);
      } catch (IOException | RuntimeException refused) {
        // Probed before in this compilation: the next name may still be new.
      }
    }
    return Optional.empty();
  }

  /** The class output directory holding {@code file}, the resource {@code name} of the class output. */
  private static Optional<Path> directoryOf(FileObject file, String name) {
    URI uri = file.toUri();
    if (!"file".equals(uri.getScheme())) {
      return Optional.empty();
    }
    Path directory = Path.of(uri);
    for (int depth = name.split("/").length; depth > 0 && directory != null; depth--) {
      directory = directory.getParent();
    }
    return Optional.ofNullable(directory);
  }

  /** Whether the compiler keeps generated files a compilation does not write again ({@link GeneratedSources}). */
  public boolean keptUnlessWritten() {
    return GeneratedSources.keptUnlessWritten(filer);
  }

  /** The file {@code relativeName} of the package {@code packageName} on the class path. */
  public FileObject onClassPath(String packageName, String relativeName) throws IOException {
    return filer.getResource(StandardLocation.CLASS_PATH, packageName, relativeName);
  }
}
