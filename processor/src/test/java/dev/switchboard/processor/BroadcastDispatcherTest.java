package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Broadcast dispatchers: every matching handler, in priority order, as generated and as run. */
class BroadcastDispatcherTest {
  private static final List<JavaFileObject> SHOP = List.of(
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}"),
      source("shop.Shippable", "package shop;", "public interface Shippable {}"),
      source(
          "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}"),
      source(
          "shop.ExpressOrder",
          "package shop;",
          "public final class ExpressOrder extends OrderPlaced implements Shippable {}"),
      source(
          "shop.Log",
          "package shop;",
          "public final class Log {",
          "  public static final java.util.List<String> LINES = new java.util.concurrent.CopyOnWriteArrayList<>();",
          "  private Log() {}",
          "}"),
      handler("Audit", "OrderEvent", 0),
      handler("ReserveStock", "OrderPlaced", 0),
      handler("Ship", "Shippable", 0),
      handler("Metrics", "OrderEvent", 10),
      handler("Express", "ExpressOrder", 0));

  private static JavaFileObject handler(String name, String event, int priority) {
    return source(
        "shop." + name,
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(value = " + event + ".class" + (priority == 0 ? "" : ", priority = " + priority)
            + ")",
        "public final class " + name + " implements Handler<" + event + "> {",
        "  @Override public void handle(" + event + " event) { Log.LINES.add(\"" + name + "\"); }",
        "}");
  }

  private static JavaFileObject dispatcher(String options) {
    return source(
        "shop.OrderEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "import dev.switchboard.annotations.EventDispatcher.Failure;",
        "import dev.switchboard.annotations.EventDispatcher.Mode;",
        "@EventDispatcher(" + options + ")",
        "public interface OrderEvents extends Dispatcher<Object> {}");
  }

  private static JavaFileObject[] sources(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(SHOP);
    all.addAll(Arrays.asList(more));
    return all.toArray(new JavaFileObject[0]);
  }

  private static final JavaFileObject SCENARIO = source(
      "shop.Scenario",
      "package shop;",
      "import java.util.List;",
      "public final class Scenario {",
      "  public static List<String> run() {",
      "    SwitchboardOrderEvents events = SwitchboardOrderEvents.create();",
      "    events.dispatch(new ExpressOrder());", // typed: the precomputed route
      "    Log.LINES.add(\"|\");",
      "    events.dispatch((Object) new OrderPlaced() {});", // learned at run time
      "    return List.copyOf(Log.LINES);",
      "  }",
      "}");

  @Test
  void generatedBroadcastListsEveryRouteInOrder() {
    Compilation compilation =
        compile(sources(dispatcher("mode = Mode.BROADCAST, failure = Failure.RUN_ALL_THEN_THROW")));

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "shop/SwitchboardOrderEvents_Broadcast.java",
        generatedSource(compilation, "shop.SwitchboardOrderEvents"));
    Compilations.assertGeneratedCodeCompilesCleanly(
        compilation, sources(dispatcher("mode = Mode.BROADCAST")));
  }

  @Test
  void handlersRunByPriorityThenSpecificityThenNameForKnownAndUnseenClasses() {
    Compilation compilation = compile(sources(dispatcher("mode = Mode.BROADCAST"), SCENARIO));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(List.of(
            // Audit (OrderEvent) and Ship (Shippable) are equally specific: extending no other
            // declared type.
            "Metrics",
            "Express",
            "ReserveStock",
            "Audit",
            "Ship",
            "|",
            "Metrics",
            "ReserveStock",
            "Audit"));
  }

  @Test
  void routeReportListsBroadcastHandlersInTheOrderTheyRun() {
    Compilation compilation = compile(sources(dispatcher("mode = Mode.BROADCAST")));

    String report =
        RouteReportTest.report(compilation, "META-INF/switchboard/shop.OrderEvents.json");
    assertThat(report)
        .containsMatch("(?s)\"event\": \"shop.OrderPlaced\".*"
            + "\"order\": 1,\\s*\"handler\": \"shop.Metrics\",\\s*\"rule\": \"inherited\",\\s*"
            + "\"inheritedFrom\": \"shop.OrderEvent\".*"
            + "\"order\": 2,\\s*\"handler\": \"shop.ReserveStock\",\\s*\"rule\": \"declared\".*"
            + "\"order\": 3,\\s*\"handler\": \"shop.Audit\"");
  }

  @Test
  void routeDiagramNumbersBroadcastHandlersInTheOrderTheyRun() {
    Compilation compilation = compile(sources(dispatcher("mode = Mode.BROADCAST")));

    GoldenFiles.assertMatchesGolden(
        "shop/shop.OrderEvents_Broadcast.mmd",
        RouteReportTest.report(compilation, "META-INF/switchboard/shop.OrderEvents.mmd"));
  }

  /** Handled types only abstract: their classes come from another processor (AutoValue) or another jar. */
  private static final List<JavaFileObject> ABSTRACT_SHOP = List.of(
      SHOP.get(0),
      SHOP.get(1),
      SHOP.get(4),
      source(
          "shop.OrderPlaced",
          "package shop;",
          "public abstract class OrderPlaced implements OrderEvent {}"),
      handler("Audit", "OrderEvent", 0),
      handler("ReserveStock", "OrderPlaced", 0),
      handler("Ship", "Shippable", 0),
      handler("Metrics", "OrderEvent", 10));

  @Test
  void reportsJavadocAndDiagramListTheHandledTypesWhenNoEventClassIsKnown() {
    List<JavaFileObject> all = new ArrayList<>(ABSTRACT_SHOP);
    all.add(dispatcher("mode = Mode.BROADCAST"));
    Compilation compilation = compile(all.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    String report =
        RouteReportTest.report(compilation, "META-INF/switchboard/shop.OrderEvents.json");
    assertThat(report)
        .containsMatch("(?s)\"event\": \"shop.OrderEvent\".*"
            + "\"order\": 1,\\s*\"handler\": \"shop.Metrics\",\\s*\"rule\": \"declared\".*"
            + "\"order\": 2,\\s*\"handler\": \"shop.Audit\",\\s*\"rule\": \"declared\".*"
            + "\"event\": \"shop.OrderPlaced\".*"
            + "\"order\": 1,\\s*\"handler\": \"shop.Metrics\",\\s*\"rule\": \"inherited\",\\s*"
            + "\"inheritedFrom\": \"shop.OrderEvent\".*"
            + "\"order\": 2,\\s*\"handler\": \"shop.ReserveStock\",\\s*\"rule\": \"declared\".*"
            + "\"order\": 3,\\s*\"handler\": \"shop.Audit\".*"
            + "\"event\": \"shop.Shippable\".*\"order\": 1,\\s*\"handler\": \"shop.Ship\"");
    String diagram =
        RouteReportTest.report(compilation, "META-INF/switchboard/shop.OrderEvents.mmd");
    assertThat(diagram).doesNotContain("no routes");
    assertThat(diagram).contains("ev_shop_Shippable --> hd_shop_Ship");
    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("<tr><td>{@link OrderPlaced}</td><td>\n"
            + " *   {@link Metrics} (for OrderEvent, priority 10),\n"
            + " *   {@link ReserveStock} (for OrderPlaced),\n"
            + " *   {@link Audit} (for OrderEvent)\n"
            + " * </td></tr>");
  }

  @Test
  void withoutSupertypesOnlyTheNearestHandledTypesHandlersRun() {
    Compilation compilation =
        compile(sources(dispatcher("mode = Mode.BROADCAST, includeSupertypes = false"), SCENARIO));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(List.of("Express", "|", "ReserveStock"));
  }

  @Test
  void typedDispatchIsGeneratedOnlyForFinalTypesWhenSupertypesAreIncluded() {
    String generated = generatedSource(
        compile(sources(dispatcher("mode = Mode.BROADCAST"))), "shop.SwitchboardOrderEvents");

    assertThat(generated).contains("public void dispatch(ExpressOrder event)");
    assertThat(generated).doesNotContain("dispatch(OrderPlaced");
    assertThat(generated).doesNotContain("dispatch(Shippable");
  }

  @Test
  void exclusiveDispatcherRejectsASecondHandlerAndWarnsAboutBroadcastOptions() {
    JavaFileObject dispatcher = dispatcher("failure = Failure.RUN_ALL_THEN_THROW");
    Compilation compilation = compile(sources(dispatcher));

    assertThat(compilation)
        .hadErrorContaining(
            "[SB401] shop.OrderEvent has two handlers in dispatcher shop.OrderEvents: "
                + "shop.Audit and shop.Metrics. Fix: remove shop.OrderEvent from the @Handles of one of them, or, if both "
                + "should run, make shop.OrderEvents a broadcast dispatcher: "
                + "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST).");
    assertThat(compilation)
        .hadWarningContaining(
            "[SB312] dispatcher shop.OrderEvents sets failure, which only applies to broadcast "
                + "dispatchers")
        .inFile(dispatcher)
        .onLine(6);
  }
}
