package dev.switchboard.processor;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;

/**
 * Compiles one module from source files on disk with the processor, on the module path: the
 * compiler's own file manager, as compile-testing's in-memory one cannot place a module-info.
 */
final class ModularCompilation {
  private final Path directory;
  private final Compilers compiler;
  private final List<Path> sources = new ArrayList<>();
  private final List<Diagnostic<? extends JavaFileObject>> diagnostics = new ArrayList<>();
  private boolean success;

  /** A compilation whose sources and classes live under {@code directory}. */
  ModularCompilation(Path directory) {
    this(directory, Compilers.JAVAC);
  }

  /** A compilation under {@code compiler} whose sources and classes live under {@code directory}. */
  ModularCompilation(Path directory, Compilers compiler) {
    this.directory = directory;
    this.compiler = compiler;
  }

  /** Adds the source file {@code relativePath} (e.g. {@code app/AppEvents.java}) with {@code lines}. */
  ModularCompilation source(String relativePath, String... lines) {
    Path file = directory.resolve("src").resolve(relativePath);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    sources.add(file);
    return this;
  }

  /**
   * Compiles with Switchboard's annotations and runtime and {@code modules} on the module path, and
   * {@code options}; returns the class output directory, itself usable on a module path.
   */
  Path compile(List<Path> modules, String... options) {
    Path classes = directory.resolve("classes");
    JavaCompiler tool = compiler.tool();
    DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
    String modulePath = Stream.concat(switchboardModulesFor(compiler).stream(), modules.stream())
        .map(Path::toString)
        .collect(Collectors.joining(File.pathSeparator));
    List<String> arguments = new ArrayList<>(compiler.languageOptions());
    arguments.addAll(List.of("--module-path", modulePath, "-d", classes.toString()));
    if (compiler != Compilers.JAVAC) {
      // ecj's file manager puts this JVM's class path on the class path unless told otherwise, and
      // writes generated sources in the working directory.
      arguments.addAll(List.of(
          "-classpath",
          emptyDirectory().toString(),
          "-s",
          directory.resolve("generated").toString()));
    }
    arguments.addAll(List.of(options));
    try (StandardJavaFileManager files =
        tool.getStandardFileManager(collector, Locale.ROOT, StandardCharsets.UTF_8)) {
      // ecj prints its diagnostics to the writer too; they are in the collector already.
      JavaCompiler.CompilationTask task = tool.getTask(
          new StringWriter(),
          files,
          collector,
          arguments,
          null,
          files.getJavaFileObjectsFromPaths(sources));
      task.setProcessors(List.of(new SwitchboardProcessor()));
      success = task.call();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    diagnostics.addAll(collector.getDiagnostics());
    return classes;
  }

  boolean succeeded() {
    return success;
  }

  /** Every diagnostic as {@code KIND file:line: message}. */
  List<String> diagnostics() {
    return diagnostics.stream()
        .map(d -> d.getKind() + " "
            + (d.getSource() == null ? "-" : Path.of(d.getSource().toUri()).getFileName()) + ":"
            + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .toList();
  }

  String generated(String relativePath) {
    try {
      return Files.readString(directory.resolve("classes").resolve(relativePath));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Switchboard's annotations and runtime, the modules every application module is compiled with. */
  static List<Path> switchboardModules() {
    return List.of(
        location(dev.switchboard.annotations.Handles.class),
        location(dev.switchboard.Handler.class));
  }

  /**
   * Switchboard's modules as {@code compiler} takes them: ecj does not take them for modules where
   * this JVM's class path holds them, so it reads copies.
   */
  private List<Path> switchboardModulesFor(Compilers compiler) {
    if (compiler == Compilers.JAVAC) {
      return switchboardModules();
    }
    List<Path> copies = new ArrayList<>();
    for (Path module : switchboardModules()) {
      Path copy = directory.resolve("modules").resolve(String.valueOf(copies.size()));
      if (!Files.isDirectory(module)) {
        copy = copy.resolve(module.getFileName().toString());
      }
      copyTree(module, copy);
      copies.add(copy);
    }
    return copies;
  }

  private Path emptyDirectory() {
    try {
      return Files.createDirectories(directory.resolve("empty"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void copyTree(Path from, Path to) {
    try (Stream<Path> paths = Files.walk(from)) {
      for (Path path : paths.toList()) {
        Path target = to.resolve(from.relativize(path).toString());
        if (Files.isDirectory(path)) {
          Files.createDirectories(target);
        } else {
          Files.createDirectories(target.getParent());
          Files.copy(path, target);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
