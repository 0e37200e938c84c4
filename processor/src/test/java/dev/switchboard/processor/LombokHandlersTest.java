package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.HandlerConstructorsTest.PING;
import static dev.switchboard.processor.HandlerConstructorsTest.dispatcher;
import static dev.switchboard.processor.HandlerConstructorsTest.handler;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.List;
import java.util.Locale;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Handlers whose constructors Lombok writes, with Lombok before and after Switchboard on the
 * processor path: javac runs the processors of a round in that order, and Lombok adds the
 * constructors inside its own round. The dispatcher must be the one the compiled handlers call for,
 * whatever the order, and be generated in a round other processors see (not the last).
 */
class LombokHandlersTest {
  private static final JavaFileObject GATEWAY = source(
      "app.Gateway", "package app;", "public interface Gateway { void send(Object event); }");

  private static Compilation compile(boolean switchboardFirst, JavaFileObject... sources) {
    Processor switchboard = new SwitchboardProcessor();
    Processor lombok = lombok();
    return Compiler.javac()
        .withProcessors(
            switchboardFirst ? List.of(switchboard, lombok) : List.of(lombok, switchboard))
        // -Xlint:processing warns of a file created in the last round, which other processors never
        // see.
        .withOptions("-Xlint:processing")
        .compile(sources);
  }

  /** Lombok's processor, as its jar registers it (its enclosing class is not public). */
  private static Processor lombok() {
    try {
      return (Processor) Class.forName("lombok.launch.AnnotationProcessorHider$AnnotationProcessor")
          .getConstructor()
          .newInstance();
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Success, and nothing generated in the last round (-Xlint:processing warns of such a file, -Werror fails). */
  private static void assertSucceededBeforeTheLastRound(Compilation compilation) {
    assertThat(compilation).succeeded();
    List<String> warnings =
        compilation.warnings().stream().map(w -> w.getMessage(Locale.ROOT)).toList();
    assertWithMessage("%s", warnings)
        .that(warnings.stream().anyMatch(w -> w.contains("last round")))
        .isFalse();
    assertWithMessage("%s", warnings)
        .that(warnings.stream().allMatch(w -> w.startsWith("No processor claimed")))
        .isTrue();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "true  | @lombok.RequiredArgsConstructor                            | private final Gateway gateway; | false",
        "false | @lombok.RequiredArgsConstructor                            | private final Gateway gateway; | false",
        "true  | @lombok.AllArgsConstructor                                 | private Gateway gateway;       | false",
        "false | @lombok.AllArgsConstructor                                 | private Gateway gateway;       | false",
        "true  | @lombok.NoArgsConstructor(access = lombok.AccessLevel.PRIVATE) | private Gateway gateway;  | false",
        "false | @lombok.NoArgsConstructor(access = lombok.AccessLevel.PRIVATE) | private Gateway gateway;  | false",
        "true  | @lombok.NoArgsConstructor @lombok.AllArgsConstructor       | private Gateway gateway;       | true",
        "false | @lombok.NoArgsConstructor @lombok.AllArgsConstructor       | private Gateway gateway;       | true"
      })
  void createIsGeneratedOnlyForTheConstructorsLombokWrites(
      boolean switchboardFirst, String lombok, String fields, boolean create) {
    JavaFileObject[] sources = {PING, GATEWAY, handler(lombok, fields), dispatcher("WHEN_POSSIBLE")
    };
    Compilation compilation = compile(switchboardFirst, sources);

    assertSucceededBeforeTheLastRound(compilation);
    String dispatcher = generatedSource(compilation, "app.SwitchboardAppEvents");
    assertThat(dispatcher.contains("create()")).isEqualTo(create);
    assertThat(dispatcher).contains("public SwitchboardAppEvents(OnPing onPing)");
    assertThat(dispatcher)
        .isEqualTo(
            generatedSource(compile(!switchboardFirst, sources), "app.SwitchboardAppEvents"));
  }

  @ParameterizedTest
  @CsvSource({"true", "false"})
  void requiredNamesTheHandlerWhoseLombokConstructorTakesArguments(boolean switchboardFirst) {
    JavaFileObject handler =
        handler("@lombok.RequiredArgsConstructor", "private final Gateway gateway;");
    Compilation compilation =
        compile(switchboardFirst, PING, GATEWAY, handler, dispatcher("REQUIRED"));

    assertThat(compilation)
        .hadErrorContaining(
            "[SB110] dispatcher app.AppEvents requires a create() factory, but "
                + "handler app.OnPing has no no-argument constructor it can call: it has no no-argument constructor.")
        .inFile(handler)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }

  @ParameterizedTest
  @CsvSource({"true", "false"})
  void theGeneratedCodeCompilesCleanlyAgainstTheConstructorLombokWrites(boolean switchboardFirst) {
    JavaFileObject handler =
        handler("@lombok.RequiredArgsConstructor", "private final Gateway gateway;");
    JavaFileObject user = source(
        "app.Wiring",
        "package app;",
        "final class Wiring {",
        "  static AppEvents events(Gateway gateway) { return new SwitchboardAppEvents(new OnPing(gateway)); }",
        "}");
    JavaFileObject[] sources = {PING, GATEWAY, handler, dispatcher("WHEN_POSSIBLE"), user};
    Compilation compilation = compile(switchboardFirst, sources);

    assertSucceededBeforeTheLastRound(compilation);
    assertGeneratedCodeCompilesCleanly(
        compilation,
        PING,
        GATEWAY,
        handler(
            "",
            "private final Gateway gateway; OnPing(Gateway gateway) { this.gateway = gateway; }"),
        dispatcher("WHEN_POSSIBLE"),
        user);
  }
}
