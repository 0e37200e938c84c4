package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Deprecated handlers, events, constructors and declarations: the user deprecates them, the
 * generated dispatcher still uses them, and must not make the build fail under -Xlint:all -Werror
 * (nor warn about removal, which javac does even without -Xlint).
 */
class DeprecatedTypesTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "@Deprecated                  | ''                           | ''                   | deprecation",
        "@Deprecated(forRemoval=true) | ''                           | ''                   | removal",
        "''                           | @Deprecated                  | ''                   | deprecation",
        "''                           | @Deprecated(forRemoval=true) | ''                   | removal",
        "''                           | ''                           | @Deprecated          | deprecation",
        "@Deprecated                  | @Deprecated(forRemoval=true) | @Deprecated          | \"deprecation\", \"removal\""
      })
  void generatedCodeSuppressesTheWarningsOfWhatTheUserDeprecated(
      String onEvent, String onHandler, String onConstructor, String suppressed) {
    String users = "@SuppressWarnings({\"deprecation\", \"removal\"})";
    JavaFileObject event = source("app.Ping", "package app;", onEvent, "public class Ping {}");
    JavaFileObject handler = source(
        "app.OnPing",
        "package app;",
        users,
        onHandler,
        "@dev.switchboard.annotations.Handles(Ping.class)",
        "public final class OnPing implements dev.switchboard.Handler<Ping> {",
        "  " + onConstructor + " public OnPing() {}",
        "  @Override public void handle(Ping event) {}",
        "}");
    JavaFileObject[] sources = {event, handler};
    Compilation compilation = compile(List.of("-Xlint:all,-processing", "-Werror"), sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(generatedSource(compilation, "app.SwitchboardDispatcher"))
        .contains(
            suppressed.contains(",")
                ? "@SuppressWarnings({" + suppressed + "})"
                : "@SuppressWarnings({\"" + suppressed + "\"})");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "@Deprecated                  | ''                           | deprecation",
        "@Deprecated(forRemoval=true) | ''                           | removal",
        "''                           | @Deprecated                  | deprecation",
        "''                           | @Deprecated(forRemoval=true) | removal"
      })
  void generatedCodeSuppressesTheWarningsOfDeprecatedInterceptors(
      String onInterceptor, String onConstructor, String suppressed) {
    String users = "@SuppressWarnings({\"deprecation\", \"removal\"})";
    JavaFileObject event = source("app.Ping", "package app;", "public class Ping {}");
    JavaFileObject interceptor = source(
        "app.Timing",
        "package app;",
        users,
        onInterceptor,
        "public final class Timing implements dev.switchboard.Interceptor<Object> {",
        "  " + onConstructor + " public Timing() {}",
        "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {",
        "    next.proceed(event);",
        "  }",
        "}");
    JavaFileObject handler = source(
        "app.OnPing",
        "package app;",
        "@dev.switchboard.annotations.Handles(value = Ping.class, interceptors = Timing.class)",
        users,
        "public final class OnPing implements dev.switchboard.Handler<Ping> {",
        "  @Override public void handle(Ping event) {}",
        "}");
    JavaFileObject[] sources = {event, interceptor, handler};
    Compilation compilation = compile(List.of("-Xlint:all,-processing", "-Werror"), sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    String generated = generatedSource(compilation, "app.SwitchboardDispatcher");
    assertThat(generated).contains("static SwitchboardDispatcher create()");
    assertThat(generated).contains("@SuppressWarnings({\"" + suppressed + "\"})");
  }
}
