package dev.switchboard.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares generated sources with checked-in golden files under {@code src/test/resources/golden}.
 * Run the tests with {@code -Dswitchboard.regenerateGolden=true} to rewrite the golden files from
 * what the processor generates now, then review the diff.
 */
public final class GoldenFiles {
  private GoldenFiles() {}

  public static void assertMatchesGolden(String goldenName, String actual) {
    Path golden = Path.of(
        System.getProperty("switchboard.goldenDir", "src/test/resources/golden"), goldenName);
    try {
      if (Boolean.getBoolean("switchboard.regenerateGolden")) {
        Files.createDirectories(golden.getParent());
        Files.writeString(golden, actual, StandardCharsets.UTF_8);
        return;
      }
      assertEquals(
          Files.readString(golden, StandardCharsets.UTF_8),
          actual,
          "generated source differs from " + golden
              + " (rerun with -Dswitchboard.regenerateGolden=true to accept)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
