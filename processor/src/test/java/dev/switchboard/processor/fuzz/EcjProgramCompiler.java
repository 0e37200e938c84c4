package dev.switchboard.processor.fuzz;

import com.google.testing.compile.JavaFileObjects;
import dev.switchboard.processor.Compilers;
import dev.switchboard.processor.SwitchboardProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * ecj, the Eclipse compiler, on real files in a temporary directory (as {@link Compilers} runs
 * it). Success must leave no error and no warning in the generated files; warnings of ecj's defaults
 * on the user's files are the user's business.
 */
final class EcjProgramCompiler implements ProgramCompiler {
  @Override
  public String name() {
    return "ecj";
  }

  @Override
  public Result compileWithProcessor(Map<String, String> files) {
    return compile(
        files,
        List.of(new SwitchboardProcessor()),
        List.of(JavacProgramCompiler.UNROUTED_AS_WARNING));
  }

  @Override
  public Result compileAlone(Map<String, String> files) {
    return compile(files, List.of(), List.of("-proc:none"));
  }

  @Override
  public boolean namesDiagnosticFiles() {
    return false;
  }

  @Override
  public boolean holdsUserFilesToItsWarnings() {
    return false;
  }

  private static Result compile(
      Map<String, String> files, List<Processor> processors, List<String> options) {
    try {
      Path root = Files.createTempDirectory("switchboard-fuzz-ecj");
      try {
        Path sourceDirectory = root.resolve("src");
        List<Path> sources = new ArrayList<>();
        for (Map.Entry<String, String> file : files.entrySet()) {
          Path path = sourceDirectory.resolve(file.getKey());
          Files.createDirectories(path.getParent());
          Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
          sources.add(path);
        }
        Path classes = Files.createDirectories(root.resolve("classes"));
        Path generated = Files.createDirectories(root.resolve("generated"));
        Compilers.Result result =
            Compilers.ECJ.compile(sources, classes, generated, List.of(), options, processors);
        return new FileResult(result, sourceDirectory, read(generated), read(classes));
      } finally {
        delete(root);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Relative path to contents, read before the directory goes. */
  private static Map<String, byte[]> read(Path directory) throws IOException {
    try (Stream<Path> walk = Files.walk(directory)) {
      Map<String, byte[]> contents = new java.util.TreeMap<>();
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        contents.put(
            directory.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
      }
      return contents;
    }
  }

  private static void delete(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  private record FileResult(
      Compilers.Result result,
      Path sourceDirectory,
      Map<String, byte[]> generated,
      Map<String, byte[]> classes)
      implements Result {
    @Override
    public boolean succeeded() {
      return result.success();
    }

    @Override
    public List<Diagnostic<? extends JavaFileObject>> diagnostics() {
      return result.diagnostics();
    }

    @Override
    public List<JavaFileObject> generatedSources() {
      return generated.entrySet().stream()
          .filter(file -> file.getKey().endsWith(".java"))
          .map(file -> JavaFileObjects.forSourceString(
              file.getKey()
                  .substring(0, file.getKey().length() - ".java".length())
                  .replace('/', '.'),
              new String(file.getValue(), StandardCharsets.UTF_8)))
          .toList();
    }

    @Override
    public Optional<byte[]> classFile(String binaryName) {
      return Optional.ofNullable(classes.get(binaryName.replace('.', '/') + ".class"));
    }

    @Override
    public boolean onUserFile(Diagnostic<? extends JavaFileObject> diagnostic) {
      if (diagnostic.getSource() == null) {
        return false;
      }
      try {
        return Path.of(diagnostic.getSource().toUri()).startsWith(sourceDirectory);
      } catch (IllegalArgumentException e) {
        return false;
      }
    }
  }
}
