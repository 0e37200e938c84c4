package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What the processor generates for valid handlers, against golden files. */
class GeneratedDispatcherTest {
  private static final JavaFileObject ORDER_EVENT =
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}");
  private static final JavaFileObject ORDER_PLACED = source(
      "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}");
  private static final JavaFileObject EXPRESS_ORDER = source(
      "shop.ExpressOrder",
      "package shop;",
      "public final class ExpressOrder extends OrderPlaced {}");
  private static final JavaFileObject REFUNDS = source(
      "shop.Refunds",
      "package shop;",
      "public final class Refunds {",
      "  public interface Refund extends OrderEvent {}",
      "  public static final class FullRefund implements Refund {}",
      "}");
  private static final JavaFileObject RESERVE_STOCK = source(
      "shop.ReserveStock",
      "package shop;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(OrderPlaced.class)",
      "public final class ReserveStock implements Handler<OrderPlaced> {",
      "  @Override public void handle(OrderPlaced event) {}",
      "}");
  private static final JavaFileObject AUDIT = source(
      "shop.audit.Audit",
      "package shop.audit;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "import shop.OrderEvent;",
      "import shop.Refunds;",
      "@Handles({Refunds.Refund.class, String.class})",
      "public final class Audit implements Handler<Object> {",
      "  public Audit(String unusedForTheFactory) {}",
      "  @Override public void handle(Object event) {}",
      "}");
  static final JavaFileObject ORDER_EVENTS = source(
      "shop.OrderEvents",
      "package shop;",
      "import dev.switchboard.Dispatcher;",
      "import dev.switchboard.annotations.EventDispatcher;",
      "@EventDispatcher",
      "public interface OrderEvents extends Dispatcher<OrderEvent> {}");

  private static final JavaFileObject[] SHOP = {
    ORDER_EVENT, ORDER_PLACED, EXPRESS_ORDER, REFUNDS, RESERVE_STOCK, AUDIT, ORDER_EVENTS
  };

  @Test
  void declaredDispatcherRoutesDeclaredAndInheritedEventsOfItsRoot() {
    Compilation compilation = compile(SHOP);

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "shop/SwitchboardOrderEvents.java",
        generatedSource(compilation, "shop.SwitchboardOrderEvents"));
  }

  @Test
  void defaultDispatcherRoutesEveryHandlerInTheirCommonPackage() {
    JavaFileObject[] sources = {
      ORDER_EVENT, ORDER_PLACED, EXPRESS_ORDER, REFUNDS, RESERVE_STOCK, AUDIT
    };
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "shop/SwitchboardDispatcher.java",
        generatedSource(compilation, "shop.SwitchboardDispatcher"));
  }

  @Test
  void defaultDispatcherNameComesFromTheOption() {
    Compilation compilation = compile(
        List.of("-Aswitchboard.defaultDispatcher=app.events.AppEvents"),
        ORDER_EVENT,
        ORDER_PLACED,
        RESERVE_STOCK);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "app.events.AppEvents"))
        .contains("public final class AppEvents implements Dispatcher<Object>");
  }

  @Test
  void defaultDispatcherCanBeTurnedOff() {
    Compilation compilation = compile(
        List.of("-Aswitchboard.defaultDispatcher=none"), ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation.generatedSourceFiles()).isEmpty();
  }

  @Test
  void generatedCodeCompilesWithEveryLintAsErrorAtRelease11() {
    Compilation compilation = compile(SHOP);

    assertThat(compilation).succeeded();
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, SHOP);
  }

  @Test
  void generatedCodeUsesNoReflection() {
    String generated = generatedSource(compile(SHOP), "shop.SwitchboardOrderEvents");

    for (String reflective : List.of(
        "java.lang.reflect",
        "forName",
        "getMethod",
        "invoke",
        "newInstance",
        "getDeclared",
        "MethodHandle")) {
      assertThat(generated).doesNotContain(reflective);
    }
  }

  @Test
  void abstractDispatcherClassIsExtended() {
    JavaFileObject base = source(
        "shop.BaseEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public abstract class BaseEvents implements Dispatcher<OrderEvent> {",
        "  protected BaseEvents() {}",
        "  public final void dispatchAll(Iterable<? extends OrderEvent> events) {",
        "    events.forEach(this::dispatch);",
        "  }",
        "}");
    Compilation compilation = compile(ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK, base);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "shop.SwitchboardBaseEvents"))
        .contains("public final class SwitchboardBaseEvents extends BaseEvents {");
  }

  @Test
  void smallDispatchersCheckExactClassesBeforeTheTableLargerOnesUseTheTableAlone() {
    String small = generatedSource(compile(eventsAndHandlers(16)), "many.SwitchboardDispatcher");
    // Final classes only: no other class has a route.
    assertThat(small)
        .contains("if (event instanceof E15) {\n      return RouteTable.narrow(on15);");
    assertThat(small)
        .contains(
            "if (event instanceof E0) {\n      on0.handle((E0) event);\n      return;\n    }");
    assertThat(small)
        .contains(
            "if (event instanceof E9) {\n      on9.handle((E9) event);\n      return;\n    }\n"
                + "    routes.dispatchUnhandled(event);");
    String large = generatedSource(compile(eventsAndHandlers(17)), "many.SwitchboardDispatcher");
    assertThat(large).doesNotContain("instanceof");
    assertThat(large).doesNotContain("dispatchUnhandled");
  }

  /** {@code count} final event classes, each with its own handler. */
  private static JavaFileObject[] eventsAndHandlers(int count) {
    List<JavaFileObject> sources = new java.util.ArrayList<>();
    for (int i = 0; i < count; i++) {
      sources.add(source("many.E" + i, "package many;", "public final class E" + i + " {}"));
      sources.add(source(
          "many.On" + i,
          "package many;",
          "@dev.switchboard.annotations.Handles(E" + i + ".class)",
          "public final class On" + i + " implements dev.switchboard.Handler<E" + i + "> {",
          "  @Override public void handle(E" + i + " event) {}",
          "}"));
    }
    return sources.toArray(new JavaFileObject[0]);
  }

  @Test
  void theConstructorTakesTheHandlersInTheOrderOfTheirQualifiedNamesPackageFirst() {
    JavaFileObject events = source(
        "app.Events",
        "package app;",
        "public final class Events {",
        "  public static final class Ping {}",
        "  public static final class Pong {}",
        "  public static final class Pang {}",
        "  public static final class Pung {}",
        "}");
    Compilation compilation = compile(
        events,
        handler("app.b", "Alpha", "app.Events.Ping"),
        handler("app.a", "Zulu", "app.Events.Pong"),
        source(
            "app.a.Outer",
            "package app.a;",
            "public final class Outer {",
            "  @dev.switchboard.annotations.Handles(app.Events.Pang.class)",
            "  public static final class Nested implements dev.switchboard.Handler<app.Events.Pang> {",
            "    @Override public void handle(app.Events.Pang event) {}",
            "  }",
            "}"),
        handler("app.a", "OuterB", "app.Events.Pung"));

    assertThat(compilation).succeeded();
    // By name, not by simple name: app.a before app.b, and app.a.Outer.Nested before app.a.OuterB.
    assertThat(generatedSource(compilation, "app.SwitchboardDispatcher"))
        .contains(
            "public SwitchboardDispatcher(Outer.Nested nested, OuterB outerB, Zulu zulu, Alpha alpha)");
  }

  private static JavaFileObject handler(String packageName, String name, String event) {
    return source(
        packageName + "." + name,
        "package " + packageName + ";",
        "@dev.switchboard.annotations.Handles(" + event + ".class)",
        "public final class " + name + " implements dev.switchboard.Handler<" + event + "> {",
        "  @Override public void handle(" + event + " event) {}",
        "}");
  }
}
