package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENT;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENTS;
import static dev.switchboard.processor.RouteReportTest.ORDER_PLACED;
import static dev.switchboard.processor.RouteReportTest.RESERVE_STOCK;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import org.junit.jupiter.api.Test;

/**
 * The processor runs with nothing but its own jar on the processor path: the annotations and the
 * runtime are on the compile class path only, as a user of plain javac may well put them. The
 * processor loaded here sees its own classes, JavaPoet (inside its jar once shaded) and the JDK.
 */
class ProcessorPathTest {
  /** A class of another Switchboard artifact, as a class file names it. */
  private static final Pattern OTHER_ARTIFACT_CLASS =
      Pattern.compile("dev/switchboard/(?!processor/)[\\w/$]+");

  @Test
  void generatesDispatchersWithoutTheAnnotationsOnTheProcessorPath() throws Exception {
    URL[] processorPath = {
      SwitchboardProcessor.class.getProtectionDomain().getCodeSource().getLocation(),
      JavaFile.class.getProtectionDomain().getCodeSource().getLocation()
    };
    try (URLClassLoader loader = new URLClassLoader(processorPath, new JdkModules())) {
      assertThrows(
          ClassNotFoundException.class,
          () -> loader.loadClass("dev.switchboard.annotations.EventDispatcher"));
      Processor processor = (Processor) loader
          .loadClass(SwitchboardProcessor.class.getName())
          .getDeclaredConstructor()
          .newInstance();

      // Each enum of @EventDispatcher written out (ShopEvents), and left to its default
      // (OrderEvents).
      Compilation compilation = Compiler.javac()
          .withProcessors(processor)
          .compile(
              ORDER_EVENT,
              ORDER_PLACED,
              RESERVE_STOCK,
              ORDER_EVENTS,
              source(
                  "shop.ShopEvents",
                  "package shop;",
                  "import dev.switchboard.annotations.EventDispatcher;",
                  "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST,",
                  "    failure = EventDispatcher.Failure.RUN_ALL_THEN_THROW, factory = EventDispatcher.Factory.REQUIRED)",
                  "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}"));

      List<String> messages =
          compilation.diagnostics().stream().map(d -> d.getMessage(Locale.ROOT)).toList();
      assertWithMessage("%s", messages)
          .that(compilation.status())
          .isEqualTo(Compilation.Status.SUCCESS);
      assertThat(String.join("\n", messages)).doesNotContain("[SB901]");
      assertThat(Compilations.generatedSource(compilation, "shop.SwitchboardShopEvents"))
          .contains("public static SwitchboardShopEvents create()");
      assertThat(Compilations.generatedSource(compilation, "shop.SwitchboardOrderEvents"))
          .contains("public static SwitchboardOrderEvents create()");
    }
  }

  /**
   * Covers the code paths no compilation above takes: no class file of the processor names a class
   * of the annotations or the runtime (their names as strings are fine, they load nothing).
   */
  @Test
  void noProcessorClassRefersToAnotherSwitchboardArtifact() throws Exception {
    Path classes = Path.of(SwitchboardProcessor.class
        .getProtectionDomain()
        .getCodeSource()
        .getLocation()
        .toURI());
    List<String> references;
    try (Stream<Path> files = Files.walk(classes)) {
      references = files
          .filter(file -> file.toString().endsWith(".class"))
          .flatMap(file -> otherArtifactClasses(classes, file))
          .distinct()
          .toList();
    }
    assertThat(references).isEmpty();
  }

  private static Stream<String> otherArtifactClasses(Path classes, Path file) {
    try {
      // ISO-8859-1 reads the class file byte for byte; class names in it are ASCII.
      Matcher matcher =
          OTHER_ARTIFACT_CLASS.matcher(Files.readString(file, StandardCharsets.ISO_8859_1));
      return matcher.results().map(match -> classes.relativize(file) + ": " + match.group());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The classes of the JDK's modules, javac's own among them, as a processor loaded by javac sees
   * them; none of this test's class path, which holds the annotations and the runtime.
   */
  private static final class JdkModules extends ClassLoader {
    JdkModules() {
      super(ClassLoader.getPlatformClassLoader());
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      String packageName = name.substring(0, Math.max(name.lastIndexOf('.'), 0));
      boolean inJdk = ModuleLayer.boot().modules().stream()
          .anyMatch(module -> module.getPackages().contains(packageName));
      if (!inJdk) {
        throw new ClassNotFoundException(name);
      }
      return Class.forName(name, false, ClassLoader.getSystemClassLoader());
    }
  }
}
