package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Sources without a {@code package} line: dispatchers are generated into the unnamed package when
 * their handlers are there; a dispatcher in a named package cannot refer to them, which is an SB
 * error naming the rule.
 */
class UnnamedPackageTest {
  private static final JavaFileObject PING = source("Ping", "public class Ping {}");
  private static final JavaFileObject ON_PING = source(
      "OnPing",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Ping.class)",
      "public final class OnPing implements Handler<Ping> {",
      "  static final java.util.List<String> LOG = new java.util.ArrayList<>();",
      "  @Override public void handle(Ping event) { LOG.add(event.getClass().getSimpleName()); }",
      "}");
  private static final JavaFileObject MAIN = source(
      "Main",
      "public final class Main {",
      "  static final class Echo extends Ping {}",
      "  public static java.util.List<String> run() {",
      "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
      "    events.dispatch(new Ping());",
      "    events.dispatch(new Echo());",
      "    return OnPing.LOG;",
      "  }",
      "}");

  @Test
  void theDefaultDispatcherOfHandlersInTheUnnamedPackageIsGeneratedThere() {
    JavaFileObject[] sources = {PING, ON_PING, MAIN};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("SwitchboardDispatcher");
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(new CompiledClasses(compilation).callStatic("Main", "run"))
        .isEqualTo(List.of("Ping", "Echo"));
  }

  @Test
  void aDeclaredDispatcherInTheUnnamedPackageIsGeneratedThere() {
    JavaFileObject events = source(
        "AppEvents",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {}");
    JavaFileObject[] sources = {PING, ON_PING, events};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("SwitchboardAppEvents");
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void aDispatcherInANamedPackageCannotRouteHandlersOfTheUnnamedPackage() {
    JavaFileObject onObject = source(
        "OnAnything",
        "@dev.switchboard.annotations.Handles(Ping.class)",
        "public final class OnAnything implements dev.switchboard.Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    JavaFileObject events = source(
        "app.AppEvents",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}");
    Compilation compilation = compile(PING, onObject, events);

    assertThat(compilation)
        .hadErrorContaining("[SB113] handler OnAnything is in the unnamed package, and dispatcher "
            + "app.AppEvents is generated in package app, which cannot refer to it. Fix: move the handler into a "
            + "package, or declare the dispatcher in the unnamed package too.")
        .inFile(onObject)
        .onLine(1);
    assertThat(compilation)
        .hadErrorContaining("[SB207] event type Ping is in the unnamed package, and dispatcher "
            + "app.AppEvents is generated in package app, which cannot refer to it")
        .inFile(onObject)
        .onLine(1);
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void handlersInTheUnnamedAndInNamedPackagesGetTheDefaultDispatcherInTheUnnamedOne() {
    JavaFileObject shipped = source("shop.Shipped", "package shop;", "public class Shipped {}");
    JavaFileObject onShipped = source(
        "shop.OnShipped",
        "package shop;",
        "@dev.switchboard.annotations.Handles(Shipped.class)",
        "public final class OnShipped implements dev.switchboard.Handler<Shipped> {",
        "  @Override public void handle(Shipped event) {}",
        "}");
    JavaFileObject[] sources = {PING, ON_PING, shipped, onShipped};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("SwitchboardDispatcher");
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }
}
