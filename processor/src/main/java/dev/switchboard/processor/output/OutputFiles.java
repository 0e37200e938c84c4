package dev.switchboard.processor.output;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
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

  /** The class file of the top-level class {@code name} of {@code packageName} in the class output. */
  public FileObject classFile(String packageName, String name) throws IOException {
    return filer.getResource(StandardLocation.CLASS_OUTPUT, packageName, name + ".class");
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
