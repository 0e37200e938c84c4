package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;

/**
 * One module on disk, built the way build tools and IDEs build it: {@code src/} compiled into
 * {@code classes/} and {@code generated/}, fully, or only some files recompiled in place with
 * {@code classes/} on the class path (the previous classes, generated ones included, still there).
 */
final class ModuleBuild {
  private final Path root;
  private final Compilers compiler;
  private final List<Path> classPath;
  private final List<String> options;
  /** The processors of each compilation: the Switchboard processor, or it inside a build tool's wrappers. */
  private final Supplier<List<Processor>> processors;

  /** How {@code -d} spells {@link #classes()}: absolute unless a test says otherwise. */
  private final Function<Path, String> classOutputSpelling;

  ModuleBuild(
      Path root,
      Compilers compiler,
      List<Path> classPath,
      List<String> options,
      Supplier<List<Processor>> processors) {
    this(root, compiler, classPath, options, processors, Path::toString);
  }

  private ModuleBuild(
      Path root,
      Compilers compiler,
      List<Path> classPath,
      List<String> options,
      Supplier<List<Processor>> processors,
      Function<Path, String> classOutputSpelling) {
    this.root = root;
    this.compiler = compiler;
    this.classPath = List.copyOf(classPath);
    this.options = List.copyOf(options);
    this.processors = processors;
    this.classOutputSpelling = classOutputSpelling;
  }

  ModuleBuild(Path root, Compilers compiler, List<Path> classPath, List<String> options) {
    this(root, compiler, classPath, options, () -> List.of(new SwitchboardProcessor()));
  }

  /** This module, compiled with {@code -d} spelled by {@code spelling} (relative, with {@code ./}, ...). */
  ModuleBuild withClassOutputSpelled(Function<Path, String> spelling) {
    return new ModuleBuild(root, compiler, classPath, options, processors, spelling);
  }

  ModuleBuild(Path root, Compilers compiler) {
    this(root, compiler, List.of(), List.of());
  }

  Path sources() {
    return root.resolve("src");
  }

  Path classes() {
    return root.resolve("classes");
  }

  Path generated() {
    return root.resolve("generated");
  }

  /** Writes the source file {@code path} (relative to {@code src/}, e.g. {@code shop/Refund.java}). */
  ModuleBuild write(String path, String text) {
    try {
      Path file = sources().resolve(path);
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
      return this;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes every source file of this module into {@code other}, at the same path. */
  void copySourcesTo(ModuleBuild other) {
    textsUnder(sources()).forEach(other::write);
  }

  /** Deletes a source file and the class files compiled from it, as IDEs do. */
  ModuleBuild delete(String path) {
    try {
      Files.delete(sources().resolve(path));
      deleteClassFiles(path);
      return this;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Compiles every source of the module. */
  Compilers.Result compileAll() {
    return compileFiles(allSources());
  }

  /**
   * Recompiles only {@code paths} (relative to {@code src/}) in place. The generated-sources
   * directory is emptied first, so that it shows exactly what this compilation generated.
   */
  Compilers.Result compile(String... paths) {
    return compileFiles(Stream.of(paths).map(sources()::resolve).toList(), List.of());
  }

  /**
   * Recompiles only {@code paths} in place and leaves every earlier output where it is, generated
   * sources and their class files included, as javac run by hand or by IntelliJ's builder does (and
   * batch ecj, where a dispatcher is not written again).
   */
  Compilers.Result compileKeepingOutput(String... paths) {
    return compileInPlace(paths);
  }

  /**
   * As {@link #compileKeepingOutput}, but first deletes the class files of generated sources under a
   * compiler whose Filer refuses to create a source whose class is there (batch ecj), as whoever
   * drives it must before the processor writes them again.
   */
  Compilers.Result compileKeepingGeneratedSources(String... paths) {
    if (!compiler.regeneratesOverItsOwnClassFiles()) {
      try {
        deleteClassesOfGeneratedSources();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return compileInPlace(paths);
  }

  private Compilers.Result compileInPlace(String... paths) {
    return compiler.compile(
        Stream.of(paths).map(sources()::resolve).toList(),
        List.of(),
        classOutputSpelling.apply(classes()),
        generated(),
        classPath,
        options,
        processors.get());
  }

  /**
   * Every generated source and the class files compiled from it, with the time each was last
   * written, set an hour back first (their order kept), so that a later write shows.
   */
  Map<String, FileTime> backdateGeneratedOutput() {
    Map<String, FileTime> times = new TreeMap<>();
    try {
      for (String source : texts(generated(), "").keySet()) {
        if (!source.endsWith(".java")) {
          continue;
        }
        Path file = generated().resolve(source);
        Instant hourAgo = Files.getLastModifiedTime(file).toInstant().minusSeconds(3600);
        Files.setLastModifiedTime(file, FileTime.from(hourAgo));
        times.put("generated/" + source, Files.getLastModifiedTime(file));
        String type = source.substring(0, source.length() - ".java".length());
        Path classFile = classes().resolve(type + ".class");
        Files.setLastModifiedTime(classFile, FileTime.from(hourAgo.plusSeconds(1)));
        times.put("classes/" + type + ".class", Files.getLastModifiedTime(classFile));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return times;
  }

  /** The times {@link #backdateGeneratedOutput} names, as they are now. */
  Map<String, FileTime> lastModified(Map<String, FileTime> files) {
    Map<String, FileTime> times = new TreeMap<>();
    try {
      for (String file : files.keySet()) {
        times.put(file, Files.getLastModifiedTime(root.resolve(file)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return times;
  }

  /** Every file under {@code generated/}, its text by relative path. */
  Map<String, String> generatedTexts() {
    return textsUnder(generated());
  }

  /** Every file under {@code root}, its text by path relative to it. */
  private static Map<String, String> textsUnder(Path root) {
    return texts(root, root, file -> true);
  }

  /**
   * Every file under {@code start} that {@code which} takes, its text by path relative to {@code
   * root}; none when {@code start} is not a directory.
   */
  static Map<String, String> texts(Path root, Path start, Predicate<Path> which) {
    Map<String, String> texts = new TreeMap<>();
    if (!Files.isDirectory(start)) {
      return texts;
    }
    try (Stream<Path> walk = Files.walk(start)) {
      for (Path file : walk.filter(Files::isRegularFile).filter(which).toList()) {
        texts.put(
            root.relativize(file).toString().replace('\\', '/'),
            Files.readString(file, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return texts;
  }

  /** Every file under {@code classes/}, class files and resources, by path. */
  Map<String, String> classOutput() {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(classes())) {
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        files.put(
            classes().relativize(file).toString().replace('\\', '/'),
            java.util.HexFormat.of().formatHex(Files.readAllBytes(file)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /** As {@link #compile(String...)}, with {@code classesToProcess} passed to annotation processing from their class files. */
  Compilers.Result compile(List<String> classesToProcess, List<String> paths) {
    return compileFiles(paths.stream().map(sources()::resolve).toList(), classesToProcess);
  }

  private Compilers.Result compileFiles(List<Path> files) {
    return compileFiles(files, List.of());
  }

  private Compilers.Result compileFiles(List<Path> files, List<String> classesToProcess) {
    try {
      if (!compiler.regeneratesOverItsOwnClassFiles()) {
        deleteClassesOfGeneratedSources();
      }
      deleteTree(generated());
      Files.createDirectories(classes());
      Files.createDirectories(generated());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return compiler.compile(
        files,
        classesToProcess,
        classOutputSpelling.apply(classes()),
        generated(),
        classPath,
        options,
        processors.get());
  }

  /**
   * Asserts that the class output and the generated sources of this module are, byte for byte, those
   * of a clean build of {@code sources} in {@code directory}.
   */
  void assertSameAsCleanBuildOf(Map<String, String> sources, Path directory) {
    ModuleBuild clean = new ModuleBuild(directory, compiler, classPath, options, processors);
    sources.forEach(clean::write);
    Compilers.Result cleanResult = clean.compileAll();
    assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
    assertWithMessage("class files")
        .that(classOutput().keySet())
        .isEqualTo(clean.classOutput().keySet());
    assertWithMessage("class output").that(classOutput()).isEqualTo(clean.classOutput());
    assertWithMessage("generated sources").that(generatedTexts()).isEqualTo(clean.generatedTexts());
  }

  /** A clean full build of the same sources, in a fresh directory beside this one. */
  Outcome cleanBuild(Path directory) {
    return cleanBuild(sources(), directory);
  }

  /** A clean full build of the sources under {@code sourceRoot}, in a fresh {@code directory}. */
  Outcome cleanBuild(Path sourceRoot, Path directory) {
    ModuleBuild clean = new ModuleBuild(directory, compiler, classPath, options, processors);
    try {
      deleteTree(directory);
      Files.createDirectories(directory);
      for (Path file : javaFiles(sourceRoot)) {
        Path copy = clean.sources().resolve(sourceRoot.relativize(file));
        Files.createDirectories(copy.getParent());
        Files.copy(file, copy);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return clean.outcome(clean.compileAll());
  }

  /** What the last compilation produced: success, Switchboard's errors, generated sources and route reports. */
  Outcome outcome(Compilers.Result result) {
    List<String> errors = result.messages(Diagnostic.Kind.ERROR).stream()
        .map(m -> m.startsWith("[SB") ? m.substring(0, m.indexOf(']') + 1) : "javac")
        .sorted()
        .toList();
    return new Outcome(
        result.success(), errors, texts(generated(), ""), texts(classes(), "META-INF/switchboard"));
  }

  /**
   * What a build produced, compared between a partial and a clean build.
   *
   * @param errors the tags of Switchboard's errors ("javac" for the compiler's own)
   * @param generatedSources every generated source, by path
   * @param reports every route report in the class output, by path
   */
  record Outcome(
      boolean success,
      List<String> errors,
      Map<String, String> generatedSources,
      Map<String, String> reports) {
    /** Whether {@code partial} generated what this clean build did: on success, the same files, byte for byte. */
    void assertSameAs(Outcome partial, String context) {
      if (!success) {
        if (partial.success
            || !partial.errors.containsAll(
                errors.stream().filter(e -> !e.equals("javac")).toList())) {
          throw new AssertionError(
              context + ": the clean build failed with " + errors + ", the partial one "
                  + (partial.success ? "succeeded" : "failed with " + partial.errors));
        }
        return;
      }
      if (!partial.success) {
        throw new AssertionError(context + ": the partial build failed with " + partial.errors
            + ", the clean one succeeded");
      }
      if (!partial.generatedSources.equals(generatedSources)) {
        throw new AssertionError(context + ": generated sources differ.\nclean:   "
            + generatedSources.keySet() + "\npartial: " + partial.generatedSources.keySet() + "\n"
            + firstDifference(generatedSources, partial.generatedSources));
      }
      for (Map.Entry<String, String> report : reports.entrySet()) {
        if (!report.getValue().equals(partial.reports.get(report.getKey()))) {
          throw new AssertionError(
              context + ": route report " + report.getKey() + " differs.\nclean:\n"
                  + report.getValue() + "\npartial:\n" + partial.reports.get(report.getKey()));
        }
      }
    }

    private static String firstDifference(Map<String, String> clean, Map<String, String> partial) {
      for (Map.Entry<String, String> file : clean.entrySet()) {
        if (!file.getValue().equals(partial.get(file.getKey()))) {
          return "first difference in " + file.getKey() + ":\nclean:\n" + file.getValue()
              + "\npartial:\n" + partial.get(file.getKey());
        }
      }
      return "";
    }
  }

  /** Every file under {@code directory}/{@code under} ending in .java or .json, by path relative to {@code directory}. */
  private static Map<String, String> texts(Path directory, String under) {
    return texts(
        directory,
        directory.resolve(under),
        p -> p.toString().endsWith(".java") || p.toString().endsWith(".json"));
  }

  private void deleteClassesOfGeneratedSources() throws IOException {
    for (String source : texts(generated(), "").keySet()) {
      if (source.endsWith(".java")) {
        // Nested classes too: ecj stops at one whose enclosing class file is gone.
        deleteClassFiles(source);
      }
    }
  }

  /** Deletes the class files compiled from the source {@code path}: its class and the classes nested in it. */
  void deleteClassFiles(String path) throws IOException {
    String type = path.substring(0, path.length() - ".java".length());
    Path dir = classes().resolve(type).getParent();
    String simple = classes().resolve(type).getFileName().toString();
    if (Files.isDirectory(dir)) {
      try (Stream<Path> files = Files.list(dir)) {
        for (Path file : files.toList()) {
          String name = file.getFileName().toString();
          if (name.equals(simple + ".class") || name.startsWith(simple + "$")) {
            Files.delete(file);
          }
        }
      }
    }
  }

  private List<Path> allSources() {
    return javaFiles(sources());
  }

  private static List<Path> javaFiles(Path root) {
    try (Stream<Path> walk = Files.walk(root)) {
      return new ArrayList<>(
          walk.filter(p -> p.toString().endsWith(".java")).sorted().toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void deleteTree(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(directory)) {
      for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
