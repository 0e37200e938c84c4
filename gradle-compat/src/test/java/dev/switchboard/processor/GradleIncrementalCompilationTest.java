package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import dev.switchboard.Invocation;
import dev.switchboard.MethodHandler;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After a full build under Gradle, edits compiled as Gradle's incremental compile compiles them
 * ({@link GradleIncrementalBuild}) generate what a clean build generates: the same dispatcher
 * sources and route reports byte for byte, the same routes when the program runs, and no cause for
 * Gradle to recompile the module fully.
 */
class GradleIncrementalCompilationTest {
  @TempDir
  Path directory;

  private final GradleProcessing processing = new GradleProcessing();

  static final Map<String, String> SHOP = Map.of(
      "shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n",
      "shop/OrderPlaced.java", "package shop;\npublic class OrderPlaced implements OrderEvent {}\n",
      "shop/ExpressOrderPlaced.java",
          "package shop;\npublic final class ExpressOrderPlaced extends OrderPlaced {\n"
              + "  @Override public String toString() { return \"express\"; }\n}\n",
      "shop/OrderCancelled.java",
          "package shop;\npublic final class OrderCancelled implements OrderEvent {}\n",
      "shop/ShopEvents.java",
          "package shop;\n"
              + "@dev.switchboard.annotations.EventDispatcher\n"
              + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n",
      "shop/ReserveStock.java", IncrementalBuildTest.handler("ReserveStock", "OrderPlaced"),
      "shop/Audit.java",
          "package shop;\n@SuppressWarnings(\"unused\")\nfinal class Audit { private int entries; }\n");

  static final List<String> EVENTS =
      List.of("shop.OrderPlaced", "shop.ExpressOrderPlaced", "shop.OrderCancelled");

  @Test
  void editsCompiledAsGradleCompilesThemGenerateWhatACleanBuildGenerates() throws Exception {
    GradleIncrementalBuild gradle = new GradleIncrementalBuild(module("shop"), processing);
    SHOP.forEach(gradle.module()::write);
    Compilers.Result full = gradle.full();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    assertThat(gradle.recorded().getAggregatedTypes())
        .containsAtLeastElementsIn(GradleCompatibilityTest.topLevelTypes(gradle.module()));

    step(
        gradle,
        "add a handler",
        Map.of(
            "shop/RefundOrder.java", IncrementalBuildTest.handler("RefundOrder", "OrderCancelled")),
        List.of());
    step(
        gradle,
        "change a handler's event",
        Map.of(
            "shop/ReserveStock.java", IncrementalBuildTest.handler("ReserveStock", "OrderEvent")),
        List.of());
    step(
        gradle,
        "change an event's supertype",
        Map.of(
            "shop/ExpressOrderPlaced.java",
            "package shop;\npublic final class ExpressOrderPlaced implements OrderEvent {}\n"),
        List.of());
    step(
        gradle,
        "edit an unrelated file",
        Map.of(
            "shop/Audit.java",
            "package shop;\n@SuppressWarnings(\"unused\")\nfinal class Audit { private long entries; }\n"),
        List.of());
    step(gradle, "delete a handler", Map.of(), List.of("shop/RefundOrder.java"));
    step(
        gradle,
        "move the handled event down",
        Map.of(
            "shop/ReserveStock.java", IncrementalBuildTest.handler("ReserveStock", "OrderPlaced")),
        List.of());
    step(
        gradle,
        "add a class of handler methods",
        Map.of("shop/Ledger.java", ledger("  @Handles public void on(OrderCancelled event) {}")),
        List.of());
    step(
        gradle,
        "add a handler method",
        Map.of(
            "shop/Ledger.java",
            ledger(
                "  @Handles public void on(OrderCancelled event) {}",
                "  @Handles public void on(ExpressOrderPlaced event) {}")),
        List.of());
    step(
        gradle,
        "add interceptors to a handler method",
        Map.of(
            "shop/Timing.java",
            interceptor("Timing"),
            "shop/Tracing.java",
            interceptor("Tracing"),
            "shop/Ledger.java",
            ledger(
                "  @Handles public void on(OrderCancelled event) {}",
                "  @Handles(interceptors = {Timing.class, Tracing.class})",
                "  public void on(ExpressOrderPlaced event) {}")),
        List.of());
    step(
        gradle,
        "reorder a handler method's interceptors",
        Map.of(
            "shop/Ledger.java",
            ledger(
                "  @Handles public void on(OrderCancelled event) {}",
                "  @Handles(interceptors = {Tracing.class, Timing.class})",
                "  public void on(ExpressOrderPlaced event) {}")),
        List.of());
    step(
        gradle,
        "remove a handler method's interceptors",
        Map.of(
            "shop/Ledger.java",
            ledger(
                "  @Handles public void on(OrderCancelled event) {}",
                "  @Handles public void on(ExpressOrderPlaced event) {}")),
        List.of());
    step(
        gradle,
        "change a handler method's event",
        Map.of(
            "shop/Ledger.java",
            ledger(
                "  @Handles public void on(OrderCancelled event) {}",
                "  @Handles(ExpressOrderPlaced.class) public void any(OrderEvent event) {}")),
        List.of());
    step(
        gradle,
        "remove a handler method",
        Map.of(
            "shop/Ledger.java",
            ledger("  @Handles(ExpressOrderPlaced.class) public void any(OrderEvent event) {}")),
        List.of());
    step(
        gradle,
        "remove the last handler method",
        Map.of("shop/Ledger.java", ledger("  public void any(OrderEvent event) {}")),
        List.of());
  }

  /** {@code shop.name}, an interceptor of every event that only proceeds. */
  private static String interceptor(String name) {
    return "package shop;\nimport dev.switchboard.Interceptor;\nimport dev.switchboard.Invocation;\n"
        + "public final class " + name + " implements Interceptor<Object> {\n"
        + "  @Override public void intercept(Object event, Invocation<Object> next) {\n"
        + "    next.proceed(event);\n  }\n}\n";
  }

  /** {@code shop.Ledger}, a class whose handlers are {@code methods}. */
  private static String ledger(String... methods) {
    return "package shop;\nimport dev.switchboard.annotations.Handles;\npublic final class Ledger {\n"
        + String.join("\n", methods) + "\n}\n";
  }

  /**
   * The one compile whose dispatcher differs from a clean build's: the first that runs Switchboard in
   * a module where it never ran (javac runs it only where its annotations are), such as the first
   * {@code @Handles} added after the processor was put on the path. Gradle recorded no aggregated type
   * before it, so it hands back no unchanged class: an unchanged event class with no handler of its
   * own gets no precomputed route, and the dispatcher learns it at run time by the same rule. Routing
   * is identical; the next full recompilation writes the precomputed route again.
   */
  @Test
  void theFirstCompileThatRunsSwitchboardRoutesUnchangedEventClassesAtRunTime() throws Exception {
    GradleIncrementalBuild gradle = new GradleIncrementalBuild(module("shop"), processing);
    SHOP.forEach((path, text) -> {
      if (!path.equals("shop/ShopEvents.java") && !path.equals("shop/ReserveStock.java")) {
        gradle.module().write(path, text);
      }
    });
    assertWithMessage("without Switchboard").that(gradle.full().success()).isTrue();
    assertThat(gradle.recorded().getAggregatedTypes()).isEmpty();

    Compilers.Result first = gradle.change(
        Map.of(
            "shop/ShopEvents.java",
            SHOP.get("shop/ShopEvents.java"),
            "shop/ReserveStock.java",
            SHOP.get("shop/ReserveStock.java")),
        List.of());
    GradleCompatibilityTest.assertNoFullRebuild(gradle.recorded());
    ModuleBuild.Outcome partial = gradle.module().outcome(first);
    ModuleBuild.Outcome clean = gradle.module().cleanBuild(directory.resolve("clean"));
    String dispatcher = "shop/SwitchboardShopEvents.java";
    assertThat(clean.generatedSources().get(dispatcher)).contains("route(ExpressOrderPlaced.class");
    assertThat(partial.generatedSources().get(dispatcher)).doesNotContain("ExpressOrderPlaced");
    assertThat(routes(gradle.module().classes()))
        .isEqualTo(routes(directory.resolve("clean/classes")));
    assertThat(routes(gradle.module().classes()))
        .containsEntry("shop.ExpressOrderPlaced", "shop.ReserveStock");

    clean.assertSameAs(gradle.module().outcome(gradle.full()), "a full recompilation");
  }

  /** Applies one edit, compiles as Gradle does, and compares with clean builds under Gradle and plain javac. */
  private void step(
      GradleIncrementalBuild gradle, String edit, Map<String, String> written, List<String> deleted)
      throws Exception {
    Compilers.Result result = gradle.change(written, deleted);
    GradleCompatibilityTest.assertNoFullRebuild(gradle.recorded());
    ModuleBuild.Outcome partial = gradle.module().outcome(result);
    ModuleBuild.Outcome clean = gradle.module().cleanBuild(directory.resolve("clean"));
    clean.assertSameAs(partial, edit + ": " + result);
    ModuleBuild.Outcome javac = new ModuleBuild(directory.resolve("javac"), Compilers.JAVAC)
        .cleanBuild(gradle.module().sources(), directory.resolve("javac-clean"));
    assertWithMessage("%s: generated sources of a clean build by plain javac", edit)
        .that(partial.generatedSources())
        .isEqualTo(javac.generatedSources());
    assertWithMessage("%s: routes at run time", edit)
        .that(routes(gradle.module().classes()))
        .isEqualTo(routes(directory.resolve("clean/classes")));
  }

  private ModuleBuild module(String name) {
    return new ModuleBuild(
        directory.resolve(name), Compilers.JAVAC, List.of(), List.of(), processing::processors);
  }

  /** The class of the handler each event reaches through the compiled {@code shop.SwitchboardShopEvents}. */
  static Map<String, String> routes(Path classes) throws Exception {
    Map<String, String> routes = new TreeMap<>();
    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {classes.toUri().toURL()},
        GradleIncrementalCompilationTest.class.getClassLoader())) {
      @SuppressWarnings("unchecked") // the generated class implements Dispatcher<OrderEvent>
      Dispatcher<Object> dispatcher = (Dispatcher<Object>)
          loader.loadClass("shop.SwitchboardShopEvents").getMethod("create").invoke(null);
      for (String event : EVENTS) {
        Handler<?> handler =
            dispatcher.handlerFor(loader.loadClass(event).getConstructor().newInstance());
        // A handler method's MethodHandler says which method it calls; a chain names its handler
        // and its interceptors.
        routes.put(
            event,
            handler == Handlers.noOp()
                ? "noOp"
                : handler instanceof MethodHandler || handler instanceof Invocation
                    ? handler.toString()
                    : handler.getClass().getName());
      }
    }
    return routes;
  }
}
