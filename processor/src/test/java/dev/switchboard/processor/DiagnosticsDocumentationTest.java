package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.processor.diagnostics.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/diagnostics.md lists every diagnostic of the catalogue, with its kind. */
class DiagnosticsDocumentationTest {
  @Test
  void everyMessageIsDocumented() throws IOException {
    // Surefire runs in the processor module; the docs are at the root of the repository.
    String docs = Files.readString(Path.of("..", "docs", "diagnostics.md"), StandardCharsets.UTF_8);

    for (Message message : Message.values()) {
      String kind = message.kind().toString().toLowerCase(java.util.Locale.ROOT);
      assertWithMessage("docs/diagnostics.md table row of %s", message)
          .that(docs)
          .contains("| [" + message.tag() + "](#" + message.tag().toLowerCase(java.util.Locale.ROOT)
              + ") | " + kind + " |");
      assertWithMessage("docs/diagnostics.md section of %s", message)
          .that(docs)
          .containsMatch("(?m)^### .*" + message.tag());
      assertWithMessage("docs/diagnostics.md example message of %s", message)
          .that(docs)
          .contains("> [" + message.tag() + "] ");
    }
  }
}
