package dev.switchboard.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The layouts a large dispatcher takes, against golden files: routes registered in chunks when there
 * are more than one method holds, and handler instances kept in nested classes when there are more
 * than a constructor takes, for each mode.
 */
class LayoutGoldenTest {
  private static final int MANY_ROUTES = 300;
  private static final int METHOD_CLASSES = 3;
  private static final int MANY_HANDLER_CLASSES = 260;

  @Test
  void manyRoutesOfFewHandlerClassesAreRegisteredInChunks() {
    assertLayout("chunked", "EXCLUSIVE", handlerMethods("chunked"));
  }

  @Test
  void manyHandlerClassesAreHeldInNestedClasses() {
    assertLayout("nested", "EXCLUSIVE", handlerClasses("nested"));
  }

  @Test
  void broadcastOfManyRoutesOfFewHandlerClassesIsRegisteredInChunks() {
    assertLayout("bchunked", "BROADCAST", handlerMethods("bchunked"));
  }

  @Test
  void broadcastOfManyHandlerClassesHoldsThemInNestedClasses() {
    assertLayout("bnested", "BROADCAST", handlerClasses("bnested"));
  }

  private static void assertLayout(String packageName, String mode, List<JavaFileObject> handlers) {
    List<JavaFileObject> sources = new ArrayList<>(handlers);
    sources.add(source(
        packageName + ".Event", "package " + packageName + ";", "public interface Event {}"));
    sources.add(source(
        packageName + ".Events",
        "package " + packageName + ";",
        "@dev.switchboard.annotations.EventDispatcher(mode = dev.switchboard.annotations.EventDispatcher.Mode."
            + mode + ")",
        "public interface Events extends dev.switchboard.Dispatcher<Event> {}"));
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "layout/" + packageName + "/SwitchboardEvents.java",
        generatedSource(compilation, packageName + ".SwitchboardEvents"));
  }

  /** {@code MANY_ROUTES} events, each handled by a method of one of {@code METHOD_CLASSES} classes. */
  private static List<JavaFileObject> handlerMethods(String packageName) {
    List<JavaFileObject> sources = events(packageName, MANY_ROUTES);
    List<List<String>> bodies = new ArrayList<>();
    for (int k = 0; k < METHOD_CLASSES; k++) {
      bodies.add(new ArrayList<>(
          List.of("package " + packageName + ";", "public final class M" + k + " {")));
    }
    for (int i = 0; i < MANY_ROUTES; i++) {
      bodies
          .get(i % METHOD_CLASSES)
          .add("  @dev.switchboard.annotations.Handles public void on(E" + i + " event) {}");
    }
    for (int k = 0; k < METHOD_CLASSES; k++) {
      bodies.get(k).add("}");
      sources.add(source(packageName + ".M" + k, bodies.get(k).toArray(String[]::new)));
    }
    return sources;
  }

  /** {@code MANY_HANDLER_CLASSES} events, each handled by a handler class of its own. */
  private static List<JavaFileObject> handlerClasses(String packageName) {
    List<JavaFileObject> sources = events(packageName, MANY_HANDLER_CLASSES);
    for (int i = 0; i < MANY_HANDLER_CLASSES; i++) {
      sources.add(source(
          packageName + ".H" + i,
          "package " + packageName + ";",
          "@dev.switchboard.annotations.Handles(E" + i + ".class)",
          "public final class H" + i + " implements dev.switchboard.Handler<E" + i + "> {",
          "  @Override public void handle(E" + i + " event) {}",
          "}"));
    }
    return sources;
  }

  private static List<JavaFileObject> events(String packageName, int count) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " implements Event {}"));
    }
    return sources;
  }
}
