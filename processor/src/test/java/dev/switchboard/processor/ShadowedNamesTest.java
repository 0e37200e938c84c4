package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * User classes whose names the generated code also uses: {@code java.lang} types (which a class of
 * the dispatcher's package shadows), Switchboard's own runtime types, the names of generated fields,
 * parameters and type variables, and member classes the generated class inherits from its
 * declaration. Generated code must compile, warning-free, whatever the user named their classes.
 */
class ShadowedNamesTest {
  /** Every simple name the generated code writes, or might. */
  private static final List<String> NAMES = List.of(
      "Override", "Class", "Object", "String", "SuppressWarnings", "Generated", "Objects", "Handler", "Handlers",
      "Dispatcher", "RouteTable", "FailurePolicy", "SwitchboardGenerated", "Inject", "Deprecated", "Record", "Enum",
      "Integer", "Runnable", "Exception", "RuntimeException", "Error", "Throwable", "Iterable", "Builder", "T",
      "Routes", "Original", "DeadLetters", "Event", "Type", "Handle", "Route", "PingRoute", "Create", "Instances",
      "Function", "List");

  private static List<JavaFileObject> program(String mode, boolean events) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("app.Ping", "package app;", "public class Ping {}"));
    for (String name : NAMES) {
      // Each name is a class of the dispatcher's package: an event with a handler of its own, or not.
      sources.add(source("app." + name, "package app;", "public class " + name + (events ? " extends Ping {}" : " {}")));
      if (!events) {
        continue;
      }
      sources.add(source("app.On" + name,
          "package app;",
          "@dev.switchboard.annotations.Handles(" + name + ".class)",
          "public final class On" + name + " implements dev.switchboard.Handler<" + name + "> {",
          "  @java.lang.Override public void handle(" + name + " event) {}",
          "}"));
    }
    // Handlers named like the generated code's fields and parameters.
    for (String name : List.of("Routes", "Original", "DeadLetters", "Event", "Type", "PingRoute", "Handlers")) {
      sources.add(source("app.handlers." + name,
          "package app.handlers;",
          "@dev.switchboard.annotations.Handles(app.Ping.class)",
          "public final class " + name + " implements dev.switchboard.Handler<app.Ping> {",
          "  @java.lang.Override public void handle(app.Ping event) {}",
          "}"));
    }
    if (mode.equals("default")) {
      return sources;
    }
    sources.add(source("app.AppEvents",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {",
        // Member classes the generated class inherits. Not yet together with same-package events of
        // the same names: the direct-call cases write those events' casts by simple name.
        events ? "" : "  class Override {} class Handler {} interface RouteTable {} class Routes {}",
        "}"));
    return sources;
  }

  @ParameterizedTest
  @CsvSource({"'', true", "'', false", "default, true", "default, false", "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST', true",
      "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST', false"})
  void generatedCodeCompilesWhateverTheUsersClassesAreNamed(String mode, boolean events) {
    // mode: the @EventDispatcher's members, or "default" for no declaration (the default dispatcher)
    List<JavaFileObject> sources = program(mode, events);
    // A broadcast dispatcher takes every handler; an exclusive one only one handler of Ping.
    if (!mode.contains("BROADCAST")) {
      sources.removeIf(s -> s.getName().contains("/handlers/") && !s.getName().endsWith("Routes.java"));
    }
    // The default dispatcher goes to the handlers' common package: make it the one of the clashing names.
    Compilation compilation = compile(List.of("-Aswitchboard.defaultDispatcher=app.SwitchboardDispatcher"),
        sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    assertThat(compilation.generatedSourceFiles()).isNotEmpty();
  }
}
