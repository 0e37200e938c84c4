package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENT;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENTS;
import static dev.switchboard.processor.RouteReportTest.ORDER_PLACED;
import static dev.switchboard.processor.RouteReportTest.RESERVE_STOCK;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated constructor carries {@code @Inject} when a DI API is on the class path, so
 * containers can build the dispatcher. The APIs are declared as sources here: same names, no jars.
 */
class InjectConstructorTest {
  private static final JavaFileObject JAKARTA_INJECT =
      source("jakarta.inject.Inject", "package jakarta.inject;", "public @interface Inject {}");
  private static final JavaFileObject JAVAX_INJECT =
      source("javax.inject.Inject", "package javax.inject;", "public @interface Inject {}");

  @Test
  void jakartaInjectAnnotatesTheConstructor() {
    Compilation compilation =
        compile(ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK, ORDER_EVENTS, JAKARTA_INJECT);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("import jakarta.inject.Inject;");
    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("  @Inject\n  public SwitchboardOrderEvents(ReserveStock reserveStock) {");
  }

  @Test
  void javaxInjectIsUsedWhenJakartaIsAbsent() {
    Compilation compilation =
        compile(ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK, ORDER_EVENTS, JAVAX_INJECT);

    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("import javax.inject.Inject;");
  }

  @Test
  void jakartaWinsWhenBothArePresent() {
    Compilation compilation = compile(
        ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK, ORDER_EVENTS, JAVAX_INJECT, JAKARTA_INJECT);

    String generated = generatedSource(compilation, "shop.SwitchboardOrderEvents");
    assertThat(generated).contains("import jakarta.inject.Inject;");
    assertThat(generated).doesNotContain("javax.inject");
  }

  @Test
  void noInjectWithoutADiApi() {
    Compilation compilation = compile(ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK, ORDER_EVENTS);

    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .doesNotContain("Inject");
  }
}
