package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/** The JSON route report and the Mermaid diagram written beside the classes, and the table printed on request. */
class RouteReportTest {
  static final JavaFileObject ORDER_EVENT =
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}");
  static final JavaFileObject ORDER_PLACED = source(
      "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}");
  static final JavaFileObject EXPRESS_ORDER = source(
      "shop.ExpressOrder",
      "package shop;",
      "public final class ExpressOrder extends OrderPlaced {}");
  static final JavaFileObject ORDER_SHIPPED = source(
      "shop.OrderShipped",
      "package shop;",
      "public final class OrderShipped implements OrderEvent {}");
  static final JavaFileObject RESERVE_STOCK = source(
      "shop.ReserveStock",
      "package shop;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "",
      "@Handles(OrderPlaced.class)",
      "public final class ReserveStock implements Handler<OrderPlaced> {",
      "  @Override public void handle(OrderPlaced event) {}",
      "}");
  static final JavaFileObject NOTIFY = source(
      "shop.Notify",
      "package shop;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "/** Javadoc first, so the annotation is not on line 4. */",
      "@Handles(OrderShipped.class)",
      "public final class Notify implements Handler<OrderShipped> {",
      "  @Override public void handle(OrderShipped event) {}",
      "}");
  static final JavaFileObject ORDER_EVENTS = source(
      "shop.OrderEvents",
      "package shop;",
      "import dev.switchboard.Dispatcher;",
      "import dev.switchboard.annotations.EventDispatcher;",
      "@EventDispatcher",
      "public interface OrderEvents extends Dispatcher<OrderEvent> {}");
  static final JavaFileObject[] SHOP = {
    ORDER_EVENT, ORDER_PLACED, EXPRESS_ORDER, ORDER_SHIPPED, RESERVE_STOCK, NOTIFY, ORDER_EVENTS
  };

  @Test
  void reportListsEveryRouteWithItsRuleAndSourceLine() {
    Compilation compilation = compile(SHOP);

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "shop/shop.OrderEvents.json",
        report(compilation, "META-INF/switchboard/shop.OrderEvents.json"));
  }

  @Test
  void diagramDrawsEveryRouteBesideTheReport() {
    Compilation compilation = compile(SHOP);

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "shop/shop.OrderEvents.mmd",
        report(compilation, "META-INF/switchboard/shop.OrderEvents.mmd"));
  }

  @Test
  void defaultDispatcherIsReportedUnderItsGeneratedName() {
    Compilation compilation = compile(ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(report(compilation, "META-INF/switchboard/shop.SwitchboardDispatcher.json"))
        .contains("\"dispatcher\": \"shop.SwitchboardDispatcher\"");
  }

  @Test
  void reportIsTheSameWhateverTheOrderOfSources() {
    List<JavaFileObject> reversed = new ArrayList<>(List.of(SHOP));
    Collections.reverse(reversed);

    Compilation reversedCompilation = compile(reversed.toArray(JavaFileObject[]::new));
    Compilation compilation = compile(SHOP);

    for (String name : List.of(
        "META-INF/switchboard/shop.OrderEvents.json",
        "META-INF/switchboard/shop.OrderEvents.mmd")) {
      assertThat(report(reversedCompilation, name)).isEqualTo(report(compilation, name));
    }
  }

  @Test
  void printRoutesOptionPrintsTheTableAsANote() {
    Compilation compilation = compile(List.of("-Aswitchboard.printRoutes=true"), SHOP);

    assertThat(compilation).succeededWithoutWarnings();
    // javac indents the continuation lines of a diagnostic, so each line is checked on its own.
    for (String line : List.of(
        "Switchboard routes of shop.OrderEvents (shop.SwitchboardOrderEvents, events of shop.OrderEvent):",
        "shop.ExpressOrder -> shop.ReserveStock (inherited from shop.OrderPlaced) at shop/ReserveStock.java:5\n",
        "shop.OrderPlaced -> shop.ReserveStock at shop/ReserveStock.java:5\n",
        "shop.OrderShipped -> shop.Notify at shop/Notify.java:5")) {
      assertThat(compilation).hadNoteContaining(line);
    }
  }

  @Test
  void routesAreNotPrintedUnlessAsked() {
    Compilation compilation = compile(SHOP);

    assertThat(compilation.diagnostics().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.NOTE)
            .anyMatch(d -> d.getMessage(null).contains("Switchboard routes")))
        .isFalse();
  }

  static String report(Compilation compilation, String name) {
    JavaFileObject file = compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, name)
        .orElseThrow(
            () -> new AssertionError("no " + name + " in " + compilation.generatedFiles()));
    try {
      return file.getCharContent(false).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
