package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertCompilesUnderEcjWithoutWarnings;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generated class's own variables (the route table's field, the parameters and locals of its
 * methods) give way to the names its code means as types. A Kotlin object of the unnamed package
 * named like one of their usual names, which {@code create()} reads as {@code routes.INSTANCE}, is
 * still the object there, and the program compiles under javac and ecj without warnings and runs.
 * Before, each of these names was reported as SB319 (the object hidden by the generated class's
 * variable, and a class of the unnamed package cannot be written qualified).
 */
class GeneratedVariableNamesTest {
  @TempDir
  Path directory;

  private enum Shape {
    /** A few handlers, one constructor parameter each: {@code create()} reads the object's INSTANCE. */
    EXCLUSIVE,
    /** Two handlers of one event that all run before a failure is rethrown: the calls declare locals. */
    BROADCAST,
    /** Past the 254 a constructor takes: {@code create()} fills the handler array in nested classes. */
    MANY_HANDLERS
  }

  /** More than a constructor takes, with the object and {@code OnArrived}. */
  private static final int MANY = 255;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "routes",
        "event",
        "type",
        "route",
        "failure",
        "thrown",
        "copy",
        "deadLetters",
        "handlers",
        "instances",
        "builder"
      })
  void anExclusiveDispatcherReadsTheObjectNamedLikeItsVariable(String name) {
    assertCompilesAndRuns(
        name, Shape.EXCLUSIVE, "object", "object", "true", "OnArrived", "dead Stray");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "routes",
        "event",
        "type",
        "route",
        "failure",
        "thrown",
        "copy",
        "deadLetters",
        "handlers",
        "instances",
        "builder"
      })
  void aBroadcastDispatcherReadsTheObjectNamedLikeItsVariable(String name) {
    assertCompilesAndRuns(
        name,
        Shape.BROADCAST,
        "AlsoClosed",
        "object",
        "AlsoClosed",
        "object",
        "OnArrived",
        "dead Stray");
  }

  /** The names the chunked construction declares, and the table's. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "routes",
        "handlers",
        "instances",
        "instancesByClass",
        "builder",
        "event",
        "route",
        "type",
        "copy"
      })
  void aDispatcherOfManyHandlersReadsTheObjectNamedLikeItsVariable(String name) {
    assertCompilesAndRuns(
        name, Shape.MANY_HANDLERS, "object", "object", "true", "OnArrived", "dead Stray");
  }

  private void assertCompilesAndRuns(String name, Shape shape, String... expectedLines) {
    List<JavaFileObject> sources = sources(name, shape);
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "SwitchboardDepot");
    assertThat(generated).contains(name + ".INSTANCE");
    // No field, parameter or local takes the name: a type, then the name, then what ends a
    // declaration, on a line of code (not of Javadoc, whose prose has "handler instances, none").
    String code = generated
        .lines()
        .filter(line -> !line.trim().startsWith("*") && !line.trim().startsWith("/"))
        .collect(Collectors.joining("\n"));
    assertThat(code).doesNotContainMatch("[\\w>\\]] " + name + "\\s*[=;,)]");
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(new JavaFileObject[0]));
    assertThat(new CompiledClasses(compilation).callStatic("Scenario", "run"))
        .isEqualTo(List.of(expectedLines));
    assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
  }

  private static List<JavaFileObject> sources(String name, Shape shape) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        KotlinStubsTest.METADATA,
        source("Cargo", "public interface Cargo {}"),
        source("Closed", "public final class Closed implements Cargo {}"),
        source("Arrived", "public final class Arrived implements Cargo {}"),
        source("Stray", "public final class Stray implements Cargo {}"),
        Compilations.log(""),
        source(
            "Depot",
            shape == Shape.BROADCAST
                ? "@dev.switchboard.annotations.EventDispatcher(mode = dev.switchboard.annotations.EventDispatcher"
                    + ".Mode.BROADCAST, failure = dev.switchboard.annotations.EventDispatcher.Failure.RUN_ALL_THEN_THROW)"
                : "@dev.switchboard.annotations.EventDispatcher",
            "public interface Depot extends dev.switchboard.Dispatcher<Cargo> {}"),
        kotlinObject(name),
        Compilations.loggingHandler("", "OnArrived", "Arrived.class", "Arrived"),
        scenario(name, shape)));
    if (shape == Shape.BROADCAST) {
      sources.add(Compilations.loggingHandler("", "AlsoClosed", "Closed.class", "Closed"));
    }
    if (shape == Shape.MANY_HANDLERS) {
      for (int i = 0; i < MANY; i++) {
        sources.add(source("E" + i, "public final class E" + i + " implements Cargo {}"));
        sources.add(Compilations.loggingHandler("", "H" + i, "E" + i + ".class", "E" + i));
      }
    }
    return sources;
  }

  /** A Kotlin {@code object} {@code name} handling {@code Closed}, which logs whether it is its INSTANCE. */
  private static JavaFileObject kotlinObject(String name) {
    return source(
        name,
        KotlinStubsTest.LOCK_GATES_METADATA.replace(
            "dev/switchboard/samples/kotlin/LockGates", name),
        "@dev.switchboard.annotations.Handles(Closed.class)",
        "public final class " + name + " implements dev.switchboard.Handler<Closed> {",
        "  public static final " + name + " INSTANCE = new " + name + "();",
        "  private " + name + "() {}",
        "  @Override public void handle(Closed cargo) { Log.LINES.add(this == INSTANCE ? \"object\" : \"another\"); }",
        "}");
  }

  /**
   * Dispatches {@code Closed} through the typed method and the switch, asks an exclusive dispatcher
   * for its handler, then dispatches {@code Arrived}, and {@code Stray} to dead letters.
   */
  private static JavaFileObject scenario(String name, Shape shape) {
    return source(
        "Scenario",
        "public final class Scenario {",
        "  private Scenario() {}",
        "  public static java.util.List<String> run() {",
        "    SwitchboardDepot depot = SwitchboardDepot.create();",
        "    depot.dispatch(new Closed());",
        "    Depot declared = depot;",
        "    declared.dispatch(new Closed());",
        shape == Shape.BROADCAST
            ? ""
            : "    Log.LINES.add(String.valueOf(depot.handlerFor(new Closed()) == " + name
                + ".INSTANCE));",
        "    declared.dispatch(new Arrived());",
        "    depot.withDeadLetters(letter -> Log.LINES.add(\"dead \" + letter.getClass().getName()))"
            + ".dispatch(new Stray());",
        "    return java.util.List.copyOf(Log.LINES);",
        "  }",
        "}");
  }
}
