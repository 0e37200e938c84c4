package dev.switchboard.processor;

import java.io.File;
import java.io.IOException;
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
import javax.tools.ToolProvider;

/**
 * Compiles one module from source files on disk with the processor, on the module path: javac's own
 * file manager, as compile-testing's in-memory one cannot place a module-info.
 */
final class ModularCompilation {
  private final Path directory;
  private final List<Path> sources = new ArrayList<>();
  private final List<Diagnostic<? extends JavaFileObject>> diagnostics = new ArrayList<>();
  private boolean success;

  /** A compilation whose sources and classes live under {@code directory}. */
  ModularCompilation(Path directory) {
    this.directory = directory;
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
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
    String modulePath = Stream.concat(switchboardModules().stream(), modules.stream())
        .map(Path::toString)
        .collect(Collectors.joining(File.pathSeparator));
    List<String> arguments =
        new ArrayList<>(List.of("--module-path", modulePath, "-d", classes.toString()));
    arguments.addAll(List.of(options));
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(collector, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavaCompiler.CompilationTask task = javac.getTask(
          null, files, collector, arguments, null, files.getJavaFileObjectsFromPaths(sources));
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

  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
