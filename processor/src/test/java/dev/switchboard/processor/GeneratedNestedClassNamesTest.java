package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertCompilesUnderEcjWithoutWarnings;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The nested classes of a large dispatcher ({@code Routes0}, {@code Cases0}, {@code HandlersFrom0},
 * {@code NewInstances0}, {@code HandlersOf0}) are not named like a type the dispatcher names, which they would hide in its
 * body: an event class of that name in the unnamed package, which cannot be written qualified, meant
 * the nested class there, and javac failed inside the generated file ("incompatible types:
 * SwitchboardDispatcher.Routes0 cannot be converted to Routes0").
 */
class GeneratedNestedClassNamesTest {
  @TempDir
  Path directory;

  /** Past 256 routes the routes are registered from nested classes {@code Routes0, Routes1...}. */
  @Test
  void anEventNamedLikeANestedClassOfRoutesIsStillTheEvent() {
    assertEventsReachTheirHandlers(List.of("Routes0"), 300, 0);
  }

  /** Past 254 handlers the cases and the handler array are built in nested classes too. */
  @Test
  void eventsNamedLikeTheNestedClassesOfManyHandlersAreStillTheEvents() {
    assertEventsReachTheirHandlers(List.of("Cases0", "HandlersFrom0", "NewInstances0"), 0, 255);
  }

  /**
   * In the unnamed package, {@code names} events each with a handler {@code On<name>}, {@code
   * routedClasses} more classes of a catch-all handler's interface and {@code handlers} more
   * handlers: compiles under javac and ecj without warnings, and each named event reaches its handler
   * through the default dispatcher's {@code create()}, by its typed method and by the switch.
   */
  private void assertEventsReachTheirHandlers(List<String> names, int routedClasses, int handlers) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        source("Ev", "public interface Ev {}"), Compilations.log(""), handler("All", "Ev")));
    List<String> scenario = new ArrayList<>(List.of(
        "public final class Scenario {",
        "  private Scenario() {}",
        "  public static java.util.List<String> run() {",
        "    SwitchboardDispatcher dispatcher = SwitchboardDispatcher.create();",
        "    dev.switchboard.Dispatcher<Object> plain = dispatcher;"));
    List<String> expected = new ArrayList<>();
    for (String name : names) {
      sources.add(source(name, "public final class " + name + " implements Ev {}"));
      sources.add(handler("On" + name, name));
      scenario.add("    dispatcher.dispatch(new " + name + "());");
      scenario.add("    plain.dispatch(new " + name + "());");
      expected.addAll(List.of("On" + name, "On" + name));
    }
    for (int i = 0; i < routedClasses; i++) {
      sources.add(source("E" + i, "public final class E" + i + " implements Ev {}"));
    }
    for (int i = 0; i < handlers; i++) {
      sources.add(source("F" + i, "public final class F" + i + " {}"));
      sources.add(handler("H" + i, "F" + i));
    }
    scenario.addAll(List.of("    return java.util.List.copyOf(Log.LINES);", "  }", "}"));
    sources.add(source("Scenario", scenario.toArray(new String[0])));

    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(new JavaFileObject[0]));
    assertThat(new CompiledClasses(compilation).callStatic("Scenario", "run")).isEqualTo(expected);
    assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
  }

  /** {@code name}, which handles {@code event} by logging its own name. */
  private static JavaFileObject handler(String name, String event) {
    return Compilations.loggingHandler("", name, event + ".class", event);
  }
}
