package dev.switchboard.processor;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Gradle's build cache reuses a compile's outputs in another checkout directory: under Gradle's
 * processing wrappers too, every file Switchboard writes (module state and route reports included)
 * is byte-identical in two checkouts. {@link PortableOutputTest} checks the same under javac and ecj.
 */
class GradlePortableOutputTest {
  @TempDir
  Path machine;

  @Test
  void twoCheckoutsOfTheSameSourcesWriteTheSameBytesUnderGradle() {
    GradleProcessing processing = new GradleProcessing();
    PortableOutputTest.assertTwoCheckoutsWriteTheSameBytes(
        machine,
        root ->
            new ModuleBuild(root, Compilers.JAVAC, List.of(), List.of(), processing::processors));
  }
}
