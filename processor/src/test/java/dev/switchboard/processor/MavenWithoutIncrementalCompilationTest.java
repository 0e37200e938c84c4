package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.palantir.javapoet.JavaFile;
import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import dev.switchboard.processor.diagnostics.Message;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * maven-compiler-plugin with {@code useIncrementalCompilation=false} compiles only the sources newer
 * than their classes, with {@code target/classes} on the class path: the module is built, edited
 * and rebuilt without {@code clean} by a real Maven (the one running this build), and after each
 * rebuild its dispatcher must be the one a clean javac build of the same sources generates. The
 * Switchboard artifacts come from this build's class path, never from a repository.
 */
class MavenWithoutIncrementalCompilationTest {
  private static final String DISPATCHER = "shop/SwitchboardShopEvents.java";

  @TempDir
  Path directory;

  @Test
  void rebuildsWithoutCleanGenerateTheCleanBuildsDispatcher() throws Exception {
    String mavenHome = System.getProperty("maven.home");
    assumeTrue(
        mavenHome != null && !mavenHome.isBlank(), "runs under Maven only (needs maven.home)");
    Path project = directory.resolve("shop");
    Files.createDirectories(project);
    try (InputStream pom = getClass().getResourceAsStream("/maven-partial/pom.xml")) {
      Files.copy(pom, project.resolve("pom.xml"));
    }
    Map<String, String> sources = new TreeMap<>(Map.of(
        "shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n",
        "shop/OrderPlaced.java",
            "package shop;\npublic final class OrderPlaced implements OrderEvent {}\n",
        "shop/OrderCancelled.java",
            "package shop;\npublic final class OrderCancelled implements OrderEvent {}\n",
        "shop/Audit.java", "package shop;\npublic final class Audit implements OrderEvent {}\n",
        "shop/ShopEvents.java",
            "package shop;\n@dev.switchboard.annotations.EventDispatcher\n"
                + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n",
        "shop/ReserveStock.java", handler("ReserveStock", "OrderPlaced", "OrderPlaced"),
        "shop/Trace.java", handler("Trace", "OrderEvent", "OrderEvent")));
    sources.forEach((path, text) -> write(project, path, text));
    maven(mavenHome, project);
    assertSameAsCleanBuild(project, "full build");

    write(
        project,
        "shop/RefundOrder.java",
        handler("RefundOrder", "OrderCancelled", "OrderCancelled"));
    maven(mavenHome, project);
    assertThat(generated(project)).contains(".handle(OrderCancelled.class, refundOrder)");
    assertSameAsCleanBuild(project, "add a handler");

    write(project, "shop/Audit.java", "package shop;\npublic final class Audit {}\n");
    maven(mavenHome, project);
    assertThat(generated(project)).doesNotContain("Audit");
    assertSameAsCleanBuild(project, "an event is no longer an OrderEvent");

    // Deleting alone makes no source stale, so javac does not run (docs/incremental-builds.md): the
    // deleted handler's class stays and the dispatcher still routes to it, silently.
    Files.delete(project.resolve("src/main/java/shop/RefundOrder.java"));
    // Sources written within the timestamp resolution of their class files could count as stale:
    // date them all back, so that this build sees the case of the docs, a deletion only.
    backdate(project.resolve("src"));
    backdate(project.resolve("target/generated-sources"));
    String nothingCompiled = maven(mavenHome, project);
    assertThat(nothingCompiled).contains("Nothing to compile - all classes are up to date");
    assertThat(nothingCompiled).doesNotContain("[SB");
    assertThat(Files.exists(project.resolve("target/classes/shop/RefundOrder.class")))
        .isTrue();
    assertThat(generated(project)).contains(".handle(OrderCancelled.class, refundOrder)");

    // Any edited source next to it lets Switchboard drop the handler whose source is gone, and say
    // so.
    write(
        project,
        "shop/OrderEvent.java",
        "package shop;\n/** Events of the shop. */\npublic interface OrderEvent {}\n");
    String dropped = maven(mavenHome, project);
    assertThat(dropped).contains(Message.CLASS_OF_DELETED_SOURCE_LEFT.format("shop.RefundOrder"));
    assertThat(generated(project)).doesNotContain("RefundOrder");
    assertSameAsCleanBuild(project, "delete a handler");

    // Said once: the state of that build no longer lists the handler.
    write(
        project,
        "shop/OrderEvent.java",
        "package shop;\n/** The shop's events. */\npublic interface OrderEvent {}\n");
    assertThat(maven(mavenHome, project)).doesNotContain("[SB");
    assertSameAsCleanBuild(project, "a build after the warning");
  }

  /** Sets every file below {@code root} an hour back. */
  private static void backdate(Path root) throws IOException {
    FileTime hourAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        Files.setLastModifiedTime(file, hourAgo);
      }
    }
  }

  private void assertSameAsCleanBuild(Path project, String step) {
    ModuleBuild clean = new ModuleBuild(directory.resolve("clean"), Compilers.JAVAC);
    ModuleBuild.Outcome outcome =
        clean.cleanBuild(project.resolve("src/main/java"), directory.resolve("clean"));
    assertWithMessage("%s: clean build", step).that(outcome.success()).isTrue();
    assertWithMessage("%s: %s", step, DISPATCHER)
        .that(generated(project))
        .isEqualTo(outcome.generatedSources().get(DISPATCHER));
  }

  private static String generated(Path project) {
    try {
      return Files.readString(
          project.resolve("target/generated-sources/annotations").resolve(DISPATCHER));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  /** {@code mvn compile}, without clean, with the Switchboard of this build; returns its output. */
  private String maven(String mavenHome, Path project) throws Exception {
    boolean windows =
        System.getProperty("os.name").toLowerCase(java.util.Locale.ROOT).contains("win");
    Path mvn = Path.of(mavenHome, "bin", windows ? "mvn.cmd" : "mvn");
    String processorPath = String.join(
        File.pathSeparator,
        location(SwitchboardProcessor.class).toString(),
        location(JavaFile.class).toString());
    List<String> command = new ArrayList<>(List.of(
        mvn.toString(),
        "-B",
        "compile",
        "-Dswitchboard.annotations=" + jar(Handles.class, "switchboard-annotations.jar"),
        "-Dswitchboard.runtime=" + jar(Handler.class, "switchboard-runtime.jar"),
        "-Dswitchboard.processorpath=" + processorPath,
        "-Dcompiler-plugin.version=" + System.getProperty("switchboard.compilerPluginVersion"),
        "-Dresources-plugin.version=" + System.getProperty("switchboard.resourcesPluginVersion")));
    Path log = directory.resolve("maven.log");
    Process process = new ProcessBuilder(command)
        .directory(project.toFile())
        .redirectErrorStream(true)
        .redirectOutput(log.toFile())
        .start();
    assertWithMessage("mvn compile did not finish")
        .that(process.waitFor(5, TimeUnit.MINUTES))
        .isTrue();
    String output = Files.readString(log);
    assertWithMessage("mvn compile failed:\n%s", output)
        .that(process.exitValue())
        .isEqualTo(0);
    return output;
  }

  /** Where {@code type} was loaded from: a jar, or a classes directory of this reactor. */
  private static Path location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  /** The jar {@code type} comes from; a classes directory is packed into one (a system path must be a file). */
  private Path jar(Class<?> type, String name) throws IOException {
    Path location = location(type);
    if (Files.isRegularFile(location)) {
      return location;
    }
    Path jar = directory.resolve("lib").resolve(name);
    if (Files.exists(jar)) {
      return jar;
    }
    Files.createDirectories(jar.getParent());
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file);
        Stream<Path> walk = Files.walk(location)) {
      for (Path entry : walk.filter(Files::isRegularFile).sorted().toList()) {
        out.putNextEntry(new JarEntry(location.relativize(entry).toString().replace('\\', '/')));
        Files.copy(entry, out);
        out.closeEntry();
      }
    }
    return jar;
  }

  /** Writes a source newer than every class file, as an edit in an editor would be. */
  private static void write(Path project, String path, String text) {
    try {
      Path file = project.resolve("src/main/java").resolve(path);
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
      Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(5)));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static String handler(String name, String event, String accepted) {
    return "package shop;\n"
        + "@dev.switchboard.annotations.Handles(" + event + ".class)\n"
        + "public final class " + name + " implements dev.switchboard.Handler<" + accepted + "> {\n"
        + "  @Override public void handle(" + accepted + " event) {}\n"
        + "}\n";
  }
}
