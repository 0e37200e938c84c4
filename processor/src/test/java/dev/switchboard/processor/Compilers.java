package dev.switchboard.processor;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The compilers users run the processor in, behind {@code javax.tools}, on real files and
 * directories as build tools and IDEs run them: javac, and ecj (the Eclipse compiler that Eclipse
 * and VS Code's Java extension build with). Reusable by any test that must hold under both (public:
 * the fuzzer's package uses it too).
 */
public enum Compilers {
  JAVAC {
    @Override
    JavaCompiler tool() {
      return ToolProvider.getSystemJavaCompiler();
    }
  },
  ECJ {
    @Override
    JavaCompiler tool() {
      return new EclipseCompiler();
    }

    @Override
    List<String> languageOptions() {
      // ecj defaults to its newest language level; the tests run on JDK 17 and later.
      return List.of("--release", "17", "-encoding", "UTF-8");
    }

    /**
     * ecj's batch Filer refuses to create a source for a type that is already visible
     * (BatchFilerImpl.createSourceFile: FilerException "Source file already exists"), the class file
     * a previous build generated in the output directory included. Whoever drives batch ecj in place
     * must remove those class files first, for any annotation processor; Eclipse's own builder
     * manages generated files itself.
     */
    @Override
    boolean regeneratesOverItsOwnClassFiles() {
      return false;
    }
  };

  /** Every compiler with every one of {@code cases}: the arguments of a test parameterized by both. */
  static Stream<Arguments> each(Enum<?>[] cases) {
    return Stream.of(values())
        .flatMap(compiler -> Stream.of(cases).map(c -> Arguments.of(compiler, c)));
  }

  /** Every compiler with every pair of one of {@code first} and one of {@code second}. */
  static List<Arguments> each(Enum<?>[] first, Enum<?>[] second) {
    return each(first)
        .flatMap(pair -> Stream.of(second).map(c -> Arguments.of(pair.get()[0], pair.get()[1], c)))
        .toList();
  }

  /** Whether a processor may create a source whose class file an earlier compilation left on the class path. */
  boolean regeneratesOverItsOwnClassFiles() {
    return true;
  }

  abstract JavaCompiler tool();

  List<String> languageOptions() {
    return List.of("-encoding", "UTF-8");
  }

  /** What a compilation reported. */
  public record Result(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    /** The messages of one kind, as the user reads them. */
    List<String> messages(Diagnostic.Kind kind) {
      return diagnostics.stream()
          .filter(d -> d.getKind() == kind)
          .map(d -> d.getMessage(Locale.ROOT))
          .toList();
    }

    /** Every diagnostic with its file and line, for failure messages. */
    @Override
    public String toString() {
      StringBuilder text = new StringBuilder(success ? "success" : "failure");
      for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
        text.append("\n  ")
            .append(d.getKind())
            .append(' ')
            .append(
                d.getSource() == null
                    ? ""
                    : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
            .append(d.getMessage(Locale.ROOT));
      }
      return text.toString();
    }
  }

  /**
   * Compiles {@code sources} into {@code classes} (generated sources into {@code generated}) with
   * {@code processors}, {@code classPath} after {@code classes} itself: a partial compilation sees
   * what earlier ones left there, as in an IDE or a build without clean.
   */
  public Result compile(
      List<Path> sources,
      Path classes,
      Path generated,
      List<Path> classPath,
      List<String> options,
      List<Processor> processors) {
    return compile(
        sources, List.of(), classes.toString(), generated, classPath, options, processors);
  }

  /**
   * As {@link #compile(List, Path, Path, List, List, List)}, and passes the classes named in {@code
   * classesToProcess} (read from the class path) to annotation processing as well: how Gradle hands
   * an aggregating processor the types it aggregated before without recompiling them.
   */
  public Result compile(
      List<Path> sources,
      List<String> classesToProcess,
      Path classes,
      Path generated,
      List<Path> classPath,
      List<String> options,
      List<Processor> processors) {
    return compile(
        sources, classesToProcess, classes.toString(), generated, classPath, options, processors);
  }

  /**
   * The compilation of the methods above, with the class output spelled {@code classes}, as a user
   * writes {@code -d}.
   */
  Result compile(
      List<Path> sources,
      List<String> classesToProcess,
      String classes,
      Path generated,
      List<Path> classPath,
      List<String> options,
      List<Processor> processors) {
    JavaCompiler compiler = tool();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> all = new ArrayList<>(languageOptions());
    List<String> path = new ArrayList<>();
    path.add(classes);
    classPath.forEach(p -> path.add(p.toString()));
    path.add(System.getProperty("java.class.path"));
    all.addAll(List.of(
        "-d",
        classes,
        "-s",
        generated.toString(),
        "-classpath",
        String.join(File.pathSeparator, path)));
    all.addAll(options);
    try (StandardJavaFileManager files =
        compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      // ecj prints its diagnostics to the writer too; they are in the collector already.
      JavaCompiler.CompilationTask task = compiler.getTask(
          new java.io.StringWriter(),
          files,
          diagnostics,
          all,
          classesToProcess.isEmpty() ? null : classesToProcess,
          files.getJavaFileObjectsFromFiles(sources.stream().map(Path::toFile).toList()));
      task.setProcessors(processors);
      boolean success = task.call();
      return new Result(success, diagnostics.getDiagnostics());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
