package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the processor writes under a source encoding other than UTF-8: JSON is UTF-8 whatever
 * javac's {@code -encoding}, and generated sources compile under it even when the program's names
 * cannot be written in it. Uses javac's own file manager, which applies {@code -encoding} to the
 * files the processor writes (compile-testing's in-memory one does not).
 */
class EncodingTest {
  private static final Charset LATIN_1 = StandardCharsets.ISO_8859_1;

  @TempDir
  Path directory;

  @Test
  void routeReportIsUtf8AndGeneratedSourcesCompileUnderLatin1() throws IOException {
    write("app/Größe.java", "package app;", "public class Größe {}");
    // A name Latin-1 cannot encode: the source spells it with Unicode escapes, as it must.
    write("app/\u4e8b\u4ef6.java", "package app;", "public class \\u4e8b\\u4ef6 {}");
    write(
        "app/OnGröße.java",
        "package app;",
        "@dev.switchboard.annotations.Handles({Größe.class, \\u4e8b\\u4ef6.class})",
        "public final class OnGröße implements dev.switchboard.Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    write(
        "app/AppEvents.java",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}");

    List<String> diagnostics =
        compile("-encoding", "ISO-8859-1", "-Xlint:all,-processing", "-Werror");

    assertWithMessage("diagnostics: %s", diagnostics).that(diagnostics).isEmpty();
    String json = strictUtf8(
        Files.readAllBytes(directory.resolve("classes/META-INF/switchboard/app.AppEvents.json")));
    assertThat(json).contains("\"app.Größe\"");
    assertThat(json).contains("\"app.\u4e8b\u4ef6\"");
  }

  private List<String> compile(String... options) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
    List<String> arguments = new ArrayList<>(List.of(
        "-classpath",
        location(dev.switchboard.annotations.Handles.class)
            + File.pathSeparator
            + location(dev.switchboard.Handler.class),
        "-d",
        directory.resolve("classes").toString(),
        "-s",
        directory.resolve("generated").toString(),
        "-implicit:class"));
    arguments.addAll(List.of(options));
    Files.createDirectories(directory.resolve("classes"));
    Files.createDirectories(directory.resolve("generated"));
    List<Path> sources;
    try (var files = Files.walk(directory.resolve("src"))) {
      sources = files.filter(p -> p.toString().endsWith(".java")).toList();
    }
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(collector, Locale.ROOT, LATIN_1)) {
      JavaCompiler.CompilationTask task = javac.getTask(
          null, files, collector, arguments, null, files.getJavaFileObjectsFromPaths(sources));
      task.setProcessors(List.of(new SwitchboardProcessor()));
      task.call();
    }
    return collector.getDiagnostics().stream()
        .map(d -> d.getKind() + " " + d.getSource() + ":" + d.getLineNumber() + ": "
            + d.getMessage(Locale.ROOT))
        .toList();
  }

  private void write(String relativePath, String... lines) throws IOException {
    Path file = directory.resolve("src").resolve(relativePath);
    Files.createDirectories(file.getParent());
    Files.write(file, (String.join("\n", lines) + "\n").getBytes(LATIN_1));
  }

  private static String strictUtf8(byte[] bytes) throws CharacterCodingException {
    return StandardCharsets.UTF_8
        .newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(bytes))
        .toString();
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
