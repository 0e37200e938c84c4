package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaFileObject;

/** Builds library jars with the processor, and compiles applications against them. */
final class LibraryJars {
  private static final String CLASS_OUTPUT = "/CLASS_OUTPUT/";

  private LibraryJars() {}

  /**
   * Compiles {@code sources} as a library publishing index {@code index}, against {@code classPath},
   * and writes the class files to {@code jar}.
   */
  static File jar(Path jar, String index, List<File> classPath, JavaFileObject... sources) {
    return jar(
        jar, compiler(classPath).withOptions("-Aswitchboard.library=" + index).compile(sources));
  }

  /** Writes the class files of {@code compilation}, which must have succeeded, to {@code jar}. */
  static File jar(Path jar, Compilation compilation) {
    assertWithMessage("library %s: %s", jar.getFileName(), compilation.diagnostics())
        .that(compilation.status())
        .isEqualTo(Compilation.Status.SUCCESS);
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file)) {
      for (JavaFileObject generated : compilation.generatedFiles()) {
        String uri = generated.toUri().getPath();
        if (generated.getKind() != JavaFileObject.Kind.CLASS || !uri.startsWith(CLASS_OUTPUT)) {
          continue;
        }
        out.putNextEntry(new JarEntry(uri.substring(CLASS_OUTPUT.length())));
        try (InputStream in = generated.openInputStream()) {
          in.transferTo(out);
        }
        out.closeEntry();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return jar.toFile();
  }

  /** Compiles {@code sources} with the processor and {@code options} against {@code classPath}. */
  static Compilation compileAgainst(
      List<File> classPath, List<String> options, JavaFileObject... sources) {
    return compiler(classPath).withOptions(options).compile(sources);
  }

  /** javac with the processor; the class path is this test's (Switchboard's jars) plus {@code classPath}. */
  private static Compiler compiler(List<File> classPath) {
    List<File> files = new ArrayList<>();
    Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(File::new)
        .forEach(files::add);
    files.addAll(classPath);
    return Compiler.javac().withProcessors(new SwitchboardProcessor()).withClasspath(files);
  }
}
