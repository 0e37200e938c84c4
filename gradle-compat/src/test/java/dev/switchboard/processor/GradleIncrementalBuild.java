package dev.switchboard.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.gradle.api.internal.tasks.compile.incremental.compilerapi.deps.GeneratedResource;
import org.gradle.api.internal.tasks.compile.incremental.processing.AnnotationProcessingResult;

/**
 * A module compiled as Gradle's incremental {@code JavaCompile} compiles it, with Switchboard in
 * Gradle's own processing wrappers ({@link GradleProcessing}). After a change Gradle
 * ({@code AbstractRecompilationSpecProvider}, {@code ClassSetAnalysis}, {@code CompileTransaction},
 * {@code IncrementalResultStoringCompiler}):
 * <ul>
 *   <li>recompiles the changed sources and their dependents, and every type an aggregating processor
 *       generated ("depending on all others"): the class files of all of them, of deleted sources,
 *       and the generated sources are deleted first;
 *   <li>deletes every resource an aggregating processor generated (the module state, route reports);
 *   <li>hands the types aggregated in the previous compile, less those recompiled, to annotation
 *       processing by class name, read from the output directory, which leads the class path;
 *   <li>keeps, for the next compile, only this compile's aggregated and generated types and resources.
 * </ul>
 * Dependents are found here by source text (a file that names a changed class's simple name), where
 * Gradle reads class files; like Gradle's private dependents, they are not followed transitively.
 * A failed compile is not emulated (Gradle then restores the stashed files).
 */
final class GradleIncrementalBuild {
  private final ModuleBuild build;
  private final GradleProcessing processing;
  private AnnotationProcessingResult previous;

  GradleIncrementalBuild(ModuleBuild build, GradleProcessing processing) {
    this.build = build;
    this.processing = processing;
  }

  ModuleBuild module() {
    return build;
  }

  /** What Gradle recorded of the last compile. */
  AnnotationProcessingResult recorded() {
    return previous;
  }

  /** A full recompilation: Gradle cleans the outputs and compiles every source. */
  Compilers.Result full() {
    try {
      ModuleBuild.deleteTree(build.classes());
      ModuleBuild.deleteTree(build.generated());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Compilers.Result result = build.compileAll();
    previous = processing.result();
    return result;
  }

  /** Writes {@code written} and deletes {@code deleted} (source paths), then compiles incrementally. */
  Compilers.Result change(Map<String, String> written, List<String> deleted) {
    written.forEach(build::write);
    Set<String> changedClasses = new TreeSet<>();
    written.keySet().forEach(path -> changedClasses.add(simpleName(path)));
    deleted.forEach(path -> changedClasses.add(simpleName(path)));
    try {
      for (String path : deleted) {
        build.delete(path);
      }
      Set<String> toCompile = new TreeSet<>(written.keySet());
      toCompile.addAll(dependents(changedClasses));
      for (String path : toCompile) {
        build.deleteClassFiles(path);
      }
      for (String generated : previous.getGeneratedAggregatingTypes()) {
        build.deleteClassFiles(generated.replace('.', '/') + ".java");
      }
      for (GeneratedResource resource : previous.getGeneratedAggregatingResources()) {
        Files.deleteIfExists(build.classes().resolve(resource.getPath()));
      }
      Set<String> reprocessed = new TreeSet<>(previous.getAggregatedTypes());
      reprocessed.removeAll(previous.getGeneratedAggregatingTypes());
      toCompile.forEach(path -> reprocessed.remove(className(path)));
      deleted.forEach(path -> reprocessed.remove(className(path)));
      Compilers.Result result =
          build.compile(new ArrayList<>(reprocessed), new ArrayList<>(toCompile));
      previous = processing.result();
      return result;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The sources that name one of {@code simpleNames}, as a word. */
  private Set<String> dependents(Set<String> simpleNames) throws IOException {
    Pattern names = Pattern.compile("\\b(" + String.join("|", simpleNames) + ")\\b");
    Set<String> dependents = new TreeSet<>();
    try (Stream<Path> walk = Files.walk(build.sources())) {
      for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
        if (names.matcher(Files.readString(file)).find()) {
          dependents.add(build.sources().relativize(file).toString().replace('\\', '/'));
        }
      }
    }
    return dependents;
  }

  private static String className(String path) {
    return path.substring(0, path.length() - ".java".length()).replace('/', '.');
  }

  private static String simpleName(String path) {
    String name = className(path);
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
