package dev.switchboard.samples.migration;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every Java snippet of docs/migration.md is an excerpt of sources this build compiles: a reader who
 * copies one copies code that is known to compile (and, for most, to run under a test).
 *
 * <p>Each {@code ```java} block is preceded by {@code <!-- excerpt: path, path... -->}, naming the
 * files it quotes from the root of the repository. Every line of the block must stand in those files,
 * in the order given, except elisions ({@code ...}, a line that is only a comment) and a trailing
 * comment, which explain. A line whose body is elided ({@code void on(E e) { ... }}) matches the line
 * that opens that body.
 */
class MigrationGuideTest {
  private static final Path ROOT = Path.of("..", "..");
  private static final Pattern EXCERPT = Pattern.compile("<!-- excerpt: ([^>]+) -->\\n```java\\n");

  @Test
  void everyJavaSnippetIsAnExcerptOfCompiledSources() throws IOException {
    String guide = Files.readString(ROOT.resolve("docs/migration.md"), StandardCharsets.UTF_8);
    int blocks = 0;
    int checked = 0;
    for (int at = guide.indexOf("```java\n"); at >= 0; at = guide.indexOf("```java\n", at + 1)) {
      blocks++;
    }
    Matcher excerpt = EXCERPT.matcher(guide);
    while (excerpt.find()) {
      int end = guide.indexOf("\n```\n", excerpt.end());
      List<String> source = new ArrayList<>();
      for (String file : excerpt.group(1).split(",")) {
        source.addAll(Files.readAllLines(ROOT.resolve(file.trim()), StandardCharsets.UTF_8));
      }
      String snippet = guide.substring(excerpt.end(), end);
      checkExcerpt(excerpt.group(1), snippet.lines().toList(), source);
      checked++;
    }
    assertTrue(checked > 0, "docs/migration.md has no marked snippet");
    assertTrue(checked == blocks, blocks - checked + " ```java block(s) of docs/migration.md name no excerpt");
  }

  private static void checkExcerpt(String files, List<String> snippet, List<String> source) {
    int next = 0;
    for (String line : snippet) {
      String code = code(line);
      if (code.isEmpty() || code.equals("...")) {
        continue;
      }
      boolean elidedBody = code.endsWith("{ ... }");
      String wanted = elidedBody ? code.substring(0, code.length() - "... }".length()).trim() : code;
      int found = -1;
      for (int i = next; i < source.size() && found < 0; i++) {
        String candidate = code(source.get(i));
        if (elidedBody ? candidate.startsWith(wanted) : candidate.equals(wanted)) {
          found = i;
        }
      }
      if (found < 0) {
        fail("docs/migration.md quotes a line that " + files + " does not have (in this order): " + line.trim());
      }
      next = found + 1;
    }
  }

  /** The line's code with its white space folded, without a trailing comment. */
  private static String code(String line) {
    String code = line.strip();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) {
      return "";
    }
    int comment = code.indexOf(" //");
    if (comment >= 0 && code.lastIndexOf('"') < comment) {
      code = code.substring(0, comment);
    }
    return code.replaceAll("\\s+", " ").strip();
  }
}
