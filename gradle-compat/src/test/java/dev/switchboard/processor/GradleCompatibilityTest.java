package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.gradle.api.internal.tasks.compile.incremental.compilerapi.deps.GeneratedResource;
import org.gradle.api.internal.tasks.compile.incremental.processing.AnnotationProcessingResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Switchboard inside Gradle 8.10's own annotation-processing classes ({@link GradleProcessing}),
 * under the javac of the JDK running the tests: Gradle must find nothing that forces a full
 * recompilation, must have recorded every file Switchboard generated, and must be able to hand every
 * class of the module back on the next incremental compile; Switchboard must degrade, where Gradle's
 * wrapped environment hides javac's Trees API, as it does under ecj.
 */
class GradleCompatibilityTest {
  @TempDir
  Path directory;

  @ParameterizedTest
  @ValueSource(strings = {"quickstart", "semantics"})
  void theSamplesCompileIncrementallyUnderGradle(String sample) throws IOException {
    Path sources = Path.of(
        System.getProperty("switchboard.repositoryRoot"), "samples", sample, "src/main/java");
    ModuleBuild build = module("gradle");
    copy(sources, build);
    checkUnderGradle(build, sample);
  }

  /** Everyday Java that Gradle's rule for aggregating processors trips on when a processor supports {@code *}. */
  static final Map<String, String> EVERYDAY_ANNOTATIONS = Map.of(
      "app/Data.java",
          "package app;\n"
              + "import java.lang.annotation.*;\n"
              + "/** Lombok-style: read from source by its own processor, gone from the class file. */\n"
              + "@Retention(RetentionPolicy.SOURCE)\n"
              + "@Target({ElementType.TYPE, ElementType.FIELD})\n"
              + "public @interface Data {}\n",
      "app/AppEvent.java", "package app;\npublic interface AppEvent {}\n",
      "app/Joined.java",
          "package app;\n@Data\npublic record Joined(String name) implements AppEvent {}\n",
      "app/Renamed.java",
          "package app;\n"
              + "public final class Renamed implements AppEvent {\n"
              + "  @Data private final String to = \"\";\n"
              + "  @Override public String toString() { return to; }\n"
              + "}\n",
      "app/Welcome.java",
          "package app;\n"
              + "@dev.switchboard.annotations.Handles(Joined.class)\n"
              + "public final class Welcome implements dev.switchboard.Handler<Joined> {\n"
              + "  @Override @SuppressWarnings(\"unused\") public void handle(Joined event) {}\n"
              + "}\n",
      "app/Rename.java",
          "package app;\n"
              + "@javax.annotation.processing.Generated(\"by hand\")\n"
              + "@dev.switchboard.annotations.Handles(AppEvent.class)\n"
              + "public final class Rename implements dev.switchboard.Handler<AppEvent> {\n"
              + "  @Override public void handle(AppEvent event) {}\n"
              + "}\n",
      "app/Callback.java",
          "package app;\n@FunctionalInterface\npublic interface Callback { void run(); }\n",
      "app/AppEvents.java",
          "package app;\n"
              + "@dev.switchboard.annotations.EventDispatcher\n"
              + "public interface AppEvents extends dev.switchboard.Dispatcher<AppEvent> {}\n");

  @Test
  void overrideSuppressWarningsSourceAnnotationsAndRecordsCompileIncrementallyUnderGradle() {
    ModuleBuild build = module("gradle");
    EVERYDAY_ANNOTATIONS.forEach(build::write);
    checkUnderGradle(build, "everyday annotations");
  }

  @Test
  void whatNeedsJavacsTreesDegradesUnderGradleAsUnderEcj() {
    Map<String, String> program = new java.util.TreeMap<>(EVERYDAY_ANNOTATIONS);
    program.put(
        "app/Setup.java",
        "package app;\n"
            + "final class Setup {\n"
            + "  void run() {\n"
            + "    @dev.switchboard.annotations.Handles(Renamed.class)\n"
            + "    final class Local implements dev.switchboard.Handler<Renamed> {\n"
            + "      @Override public void handle(Renamed event) {}\n"
            + "    }\n"
            + "  }\n"
            + "}\n");
    ModuleBuild gradle = module("gradle");
    ModuleBuild ecj = module("ecj", Compilers.ECJ);
    program.forEach(gradle::write);
    program.forEach(ecj::write);

    ModuleBuild.Outcome underGradle = gradle.outcome(gradle.compileAll());
    ModuleBuild.Outcome underEcj = ecj.outcome(ecj.compileAll());

    assertThat(underGradle.errors()).isEmpty();
    assertThat(underGradle.generatedSources()).isEqualTo(underEcj.generatedSources());
    assertWithMessage("route reports, without source positions under both")
        .that(underGradle.reports())
        .isEqualTo(underEcj.reports());
    assertNoFullRebuild(processing.result());
  }

  private final GradleProcessing processing = new GradleProcessing();

  private ModuleBuild module(String name) {
    return new ModuleBuild(
        directory.resolve(name), Compilers.JAVAC, List.of(), List.of(), processing::processors);
  }

  private ModuleBuild module(String name, Compilers compiler) {
    return new ModuleBuild(directory.resolve(name), compiler);
  }

  /**
   * Compiles {@code build} fully under Gradle's wrappers and checks what Gradle recorded; the
   * generated sources must equal plain javac's byte for byte (route reports differ: their source
   * positions need the Trees API).
   */
  private void checkUnderGradle(ModuleBuild build, String program) {
    Compilers.Result result = build.compileAll();
    AnnotationProcessingResult gradle = processing.result();
    assertWithMessage("%s: %s", program, result).that(result.success()).isTrue();
    assertWithMessage("%s: %s", program, result)
        .that(result.messages(Diagnostic.Kind.ERROR))
        .isEmpty();
    assertWithMessage("%s: %s", program, result)
        .that(result.diagnostics().stream()
            .map(d -> d.getMessage(java.util.Locale.ROOT))
            .filter(m -> m.contains("[SB9"))
            .toList())
        .isEmpty();
    assertNoFullRebuild(gradle);

    ModuleBuild.Outcome outcome = build.outcome(result);
    Set<String> generatedTypes = outcome.generatedSources().keySet().stream()
        .map(path -> path.substring(0, path.length() - ".java".length()).replace('/', '.'))
        .collect(Collectors.toCollection(TreeSet::new));
    assertWithMessage("%s: generated types Gradle recorded", program)
        .that(gradle.getGeneratedAggregatingTypes())
        .containsExactlyElementsIn(generatedTypes);
    assertWithMessage("%s: generated resources Gradle recorded", program)
        .that(gradle.getGeneratedAggregatingResources())
        .containsExactlyElementsIn(resources(build));
    assertWithMessage(
            "%s: aggregated types, handed back to the processor on each incremental compile",
            program)
        .that(gradle.getAggregatedTypes())
        .containsAtLeastElementsIn(topLevelTypes(build));

    ModuleBuild plain =
        new ModuleBuild(directory.resolve("javac-" + program.replace(' ', '-')), Compilers.JAVAC);
    ModuleBuild.Outcome underJavac =
        build.cleanBuild(build.sources(), directory.resolve("gradle-clean"));
    ModuleBuild.Outcome plainJavac =
        plain.cleanBuild(build.sources(), directory.resolve("javac-clean"));
    assertWithMessage("%s: a second Gradle build", program)
        .that(underJavac.generatedSources())
        .isEqualTo(outcome.generatedSources());
    assertWithMessage("%s: plain javac", program)
        .that(plainJavac.generatedSources())
        .isEqualTo(outcome.generatedSources());
  }

  static void assertNoFullRebuild(AnnotationProcessingResult gradle) {
    assertWithMessage("Gradle's full-rebuild cause")
        .that(gradle.getFullRebuildCause())
        .isNull();
  }

  /** Every file Switchboard wrote into the class output, as Gradle names a generated resource. */
  static Set<GeneratedResource> resources(ModuleBuild build) {
    try (Stream<Path> walk = Files.walk(build.classes())) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> !p.toString().endsWith(".class"))
          .map(p -> new GeneratedResource(
              GeneratedResource.Location.CLASS_OUTPUT,
              build.classes().relativize(p).toString().replace('\\', '/')))
          .collect(Collectors.toSet());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The top-level classes of the module's sources, by qualified name (one per file, named after it). */
  static Set<String> topLevelTypes(ModuleBuild build) {
    try (Stream<Path> walk = Files.walk(build.sources())) {
      return walk.filter(p -> p.toString().endsWith(".java"))
          .map(p -> build.sources().relativize(p).toString().replace('\\', '/'))
          .filter(p -> !p.endsWith("package-info.java") && !p.endsWith("module-info.java"))
          .map(p -> p.substring(0, p.length() - ".java".length()).replace('/', '.'))
          .collect(Collectors.toCollection(TreeSet::new));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void copy(Path sources, ModuleBuild build) throws IOException {
    try (Stream<Path> walk = Files.walk(sources)) {
      for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
        build.write(sources.relativize(file).toString().replace('\\', '/'), Files.readString(file));
      }
    }
  }
}
