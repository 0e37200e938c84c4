package dev.switchboard.processor.fuzz;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.switchboard.processor.SwitchboardProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** In-process javac, through compile-testing (in-memory files). */
final class JavacProgramCompiler implements ProgramCompiler {
  /**
   * The generated code must compile under every lint ({@code -Werror} is checked on the warnings:
   * {@link ProgramCheck} fails on any); {@code processing} only says Switchboard claims no annotation.
   * No {@code --release}: the running JDK's own language level (records and sealed types need 17),
   * and javac reads no ct.sym per compilation.
   */
  static final List<String> OPTIONS = List.of("-Xlint:all,-processing");

  static final String UNROUTED_AS_WARNING = "-Aswitchboard.unrouted=warn";

  /**
   * A generated program may leave a handler unrouted: as a warning, it still compiles and runs, so
   * the oracle checks the routes that remain.
   */
  static final List<String> WITH_PROCESSOR_OPTIONS = java.util.stream.Stream.concat(
          OPTIONS.stream(), java.util.stream.Stream.of(UNROUTED_AS_WARNING))
      .toList();

  private static final List<String> ALONE_OPTIONS = java.util.stream.Stream.concat(
          OPTIONS.stream(), java.util.stream.Stream.of("-proc:none"))
      .toList();

  @Override
  public String name() {
    return "javac";
  }

  @Override
  public Result compileWithProcessor(Map<String, String> files) {
    return new CompilationResult(Compiler.javac()
        .withProcessors(new SwitchboardProcessor())
        .withOptions(WITH_PROCESSOR_OPTIONS)
        .compile(sources(files)));
  }

  @Override
  public Result compileAlone(Map<String, String> files) {
    return new CompilationResult(
        Compiler.javac().withOptions(ALONE_OPTIONS).compile(sources(files)));
  }

  @Override
  public boolean namesDiagnosticFiles() {
    return true;
  }

  @Override
  public boolean holdsUserFilesToItsWarnings() {
    return true;
  }

  private static List<JavaFileObject> sources(Map<String, String> files) {
    return files.entrySet().stream()
        .map(file -> JavaFileObjects.forSourceString(
            file.getKey()
                .substring(0, file.getKey().length() - ".java".length())
                .replace('/', '.'),
            file.getValue()))
        .toList();
  }

  private record CompilationResult(Compilation compilation) implements Result {
    @Override
    public boolean succeeded() {
      return compilation.status() == Compilation.Status.SUCCESS;
    }

    @Override
    public List<Diagnostic<? extends JavaFileObject>> diagnostics() {
      return List.copyOf(compilation.diagnostics());
    }

    @Override
    public List<JavaFileObject> generatedSources() {
      if (succeeded()) {
        return compilation.generatedSourceFiles();
      }
      // compile-testing keeps a failed compilation's files to itself: those with diagnostics
      // remain.
      return compilation.diagnostics().stream()
          .map(Diagnostic::getSource)
          .filter(source -> source != null
              && source.getKind() == JavaFileObject.Kind.SOURCE
              && compilation.sourceFiles().stream()
                  .noneMatch(user -> user.toUri().equals(source.toUri())))
          .distinct()
          .map(source -> (JavaFileObject) source)
          .toList();
    }

    @Override
    public boolean onUserFile(Diagnostic<? extends JavaFileObject> diagnostic) {
      return diagnostic.getSource() != null
          && compilation.sourceFiles().stream()
              .anyMatch(user -> user.toUri().equals(diagnostic.getSource().toUri()));
    }

    @Override
    public Optional<byte[]> classFile(String binaryName) {
      return compilation
          .generatedFile(StandardLocation.CLASS_OUTPUT, binaryName.replace('.', '/') + ".class")
          .map(file -> {
            try (InputStream in = file.openInputStream()) {
              return in.readAllBytes();
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
    }
  }
}
