package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Maven setups docs/kotlin.md shows are the {@code <build>} sections of the Kotlin samples, which
 * the build compiles and tests: a reader who copies them gets a setup that is known to work.
 */
class KotlinDocumentationTest {
  @ParameterizedTest
  @ValueSource(strings = {"samples/kotlin/pom.xml", "samples/kotlin-mixed/pom.xml"})
  void theDocumentedBuildIsTheSamplesBuild(String pom) throws IOException {
    // Surefire runs in the processor module; the docs and samples are at the root of the
    // repository.
    String docs = Files.readString(Path.of("..", "docs", "kotlin.md"), StandardCharsets.UTF_8);
    String sample = Files.readString(Path.of("..").resolve(pom), StandardCharsets.UTF_8);
    String begin = "<!-- begin " + pom + " build -->\n```xml\n";
    String end = "\n```\n<!-- end " + pom + " build -->";
    int from = docs.indexOf(begin);
    int to = docs.indexOf(end, from);
    assertWithMessage("docs/kotlin.md marks the block of %s", pom)
        .that(from >= 0 && to > from)
        .isTrue();

    String build = sample.substring(
        sample.indexOf("  <build>"), sample.indexOf("</build>") + "</build>".length());
    assertWithMessage("docs/kotlin.md's block of %s", pom)
        .that(docs.substring(from + begin.length(), to))
        .isEqualTo(build);
  }
}
