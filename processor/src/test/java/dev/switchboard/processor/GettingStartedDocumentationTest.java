package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/getting-started.md shows every file of samples/getting-started, which the build compiles and
 * tests as a module of its own, so the tutorial a reader follows is known to work. Its pom stands
 * alone, as a reader's does: the versions it names are the ones this build pins.
 */
class GettingStartedDocumentationTest {
  private static final Path ROOT = Path.of("..");
  private static final Path SAMPLE = ROOT.resolve("samples/getting-started");
  private static final Pattern FILE =
      Pattern.compile("<!-- file: (\\S+) -->\\n```\\w+\\n(.*?)\\n```\\n", Pattern.DOTALL);

  @Test
  void theTutorialShowsEveryFileOfTheSampleExactly() throws IOException {
    String docs = Files.readString(ROOT.resolve("docs/getting-started.md"), StandardCharsets.UTF_8);
    List<String> shown = new ArrayList<>();
    Matcher file = FILE.matcher(docs);
    while (file.find()) {
      String sample = Files.readString(SAMPLE.resolve(file.group(1)), StandardCharsets.UTF_8)
          .stripTrailing();
      assertWithMessage("docs/getting-started.md's %s", file.group(1))
          .that(file.group(2))
          .isEqualTo(sample);
      shown.add(file.group(1));
    }

    List<String> files = new ArrayList<>();
    try (Stream<Path> all = Files.walk(SAMPLE)) {
      all.filter(Files::isRegularFile)
          .map(path -> SAMPLE.relativize(path).toString().replace('\\', '/'))
          .filter(path -> !path.startsWith("target/"))
          .sorted()
          .forEach(files::add);
    }
    assertWithMessage("the files docs/getting-started.md shows")
        .that(shown)
        .containsExactlyElementsIn(files);
  }

  @Test
  void theTutorialsPomNamesTheVersionsThisBuildPins() throws IOException {
    String parent = Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8);
    String tutorial = Files.readString(SAMPLE.resolve("pom.xml"), StandardCharsets.UTF_8);

    assertWithMessage("Switchboard's version")
        .that(tutorial)
        .contains("<switchboard.version>"
            + property(
                parent, "version", "<artifactId>switchboard-parent</artifactId>\n  <version>")
            + "</switchboard.version>");
    assertWithMessage("JUnit")
        .that(tutorial)
        .contains("<version>" + property(parent, "junit.version", null) + "</version>");
    assertWithMessage("the compiler plugin")
        .that(tutorial)
        .contains("<version>" + property(parent, "compiler-plugin.version", null) + "</version>");
    assertWithMessage("Surefire")
        .that(tutorial)
        .contains("<version>" + property(parent, "surefire-plugin.version", null) + "</version>");
  }

  /** The value of {@code <name>} in the parent pom, or of the text after {@code prefix}. */
  private static String property(String pom, String name, String prefix) {
    String open = prefix != null ? prefix : "<" + name + ">";
    int from = pom.indexOf(open);
    assertWithMessage("the parent pom has %s", open).that(from).isAtLeast(0);
    from += open.length();
    return pom.substring(from, pom.indexOf('<', from));
  }
}
