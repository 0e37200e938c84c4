package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.log;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.InterceptorsTest.typed;
import static dev.switchboard.processor.RouteReportTest.EXPRESS_ORDER;
import static dev.switchboard.processor.RouteReportTest.NOTIFY;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENT;
import static dev.switchboard.processor.RouteReportTest.ORDER_PLACED;
import static dev.switchboard.processor.RouteReportTest.ORDER_SHIPPED;
import static dev.switchboard.processor.RouteReportTest.report;
import static dev.switchboard.processor.RoutesLockTest.lockDiffers;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interceptor chain of each handler in the route report, the routes lock, the diagram and the
 * printed table: outermost first, and only for handlers an interceptor wraps.
 */
class InterceptorRoutesReportTest {
  private static final String LOCKED_PLACED =
      "shop.OrderEvents: shop.OrderPlaced -> shop.ReserveStock"
          + " (intercepted by shop.Audit > shop.Timing)";
  private static final String LOCKED_EXPRESS =
      "shop.OrderEvents: shop.ExpressOrder -> shop.ReserveStock"
          + " (inherited from shop.OrderPlaced) (intercepted by shop.Audit > shop.Timing)";
  private static final String LOCKED_SHIPPED = "shop.OrderEvents: shop.OrderShipped -> shop.Notify";

  @TempDir
  Path directory;

  /** ReserveStock, called through {@code interceptors}, its {@code @Handles(interceptors)}. */
  private static JavaFileObject reserveStock(String interceptors) {
    return source(
        "shop.ReserveStock",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "",
        "@Handles(value = OrderPlaced.class, interceptors = {" + interceptors + "})",
        "public final class ReserveStock implements Handler<OrderPlaced> {",
        "  @Override public void handle(OrderPlaced event) {}",
        "}");
  }

  /** The dispatcher's Audit accepts OrderPlaced only: Notify, of OrderShipped, has no chain. */
  private static final JavaFileObject ORDER_EVENTS = source(
      "shop.OrderEvents",
      "package shop;",
      "@dev.switchboard.annotations.EventDispatcher(interceptors = Audit.class)",
      "public interface OrderEvents extends dev.switchboard.Dispatcher<OrderEvent> {}");

  private static JavaFileObject[] shop(String reserveStockInterceptors) {
    return new JavaFileObject[] {
      log("shop"),
      ORDER_EVENT,
      ORDER_PLACED,
      EXPRESS_ORDER,
      ORDER_SHIPPED,
      typed("Audit", "OrderPlaced"),
      typed("Timing", "Object"),
      typed("Retry", "Object"),
      reserveStock(reserveStockInterceptors),
      NOTIFY,
      ORDER_EVENTS
    };
  }

  @Test
  void reportListsEachHandlersChainOutermostFirst() {
    Compilation compilation = compile(shop("Timing.class"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(report(compilation, "META-INF/switchboard/shop.OrderEvents.json"))
        .isEqualTo("""
            {
              "format": 1,
              "dispatcher": "shop.OrderEvents",
              "generatedClass": "shop.SwitchboardOrderEvents",
              "eventRoot": "shop.OrderEvent",
              "routes": [
                {
                  "event": "shop.ExpressOrder",
                  "handlers": [
                    {
                      "order": 1,
                      "handler": "shop.ReserveStock",
                      "rule": "inherited",
                      "inheritedFrom": "shop.OrderPlaced",
                      "source": {"file": "shop/ReserveStock.java", "line": 5},
                      "interceptors": ["shop.Audit", "shop.Timing"]
                    }
                  ]
                },
                {
                  "event": "shop.OrderPlaced",
                  "handlers": [
                    {
                      "order": 1,
                      "handler": "shop.ReserveStock",
                      "rule": "declared",
                      "source": {"file": "shop/ReserveStock.java", "line": 5},
                      "interceptors": ["shop.Audit", "shop.Timing"]
                    }
                  ]
                },
                {
                  "event": "shop.OrderShipped",
                  "handlers": [
                    {
                      "order": 1,
                      "handler": "shop.Notify",
                      "rule": "declared",
                      "source": {"file": "shop/Notify.java", "line": 5}
                    }
                  ]
                }
              ]
            }
            """);
  }

  @Test
  void diagramNamesTheChainOnTheArrowToTheHandler() {
    Compilation compilation = compile(shop("Timing.class"));

    assertThat(compilation).succeededWithoutWarnings();
    String diagram = report(compilation, "META-INF/switchboard/shop.OrderEvents.mmd");
    // Mermaid reads #62; as ">".
    assertThat(diagram)
        .contains("\n  ev_shop_OrderPlaced -->|\"intercepted by Audit #62; Timing\"|"
            + " hd_shop_ReserveStock\n");
    assertThat(diagram).contains("\n  ev_shop_OrderShipped --> hd_shop_Notify\n");
    assertThat(diagram)
        .contains("\n  ev_shop_ExpressOrder -.->|\"inherits\"| ev_shop_OrderPlaced\n");
  }

  @Test
  void printedTableNamesTheChain() {
    Compilation compilation =
        compile(List.of("-Aswitchboard.printRoutes=true"), shop("Timing.class"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining("shop.OrderPlaced -> shop.ReserveStock"
            + " (intercepted by shop.Audit > shop.Timing) at shop/ReserveStock.java:5\n");
    assertThat(compilation)
        .hadNoteContaining("shop.OrderShipped -> shop.Notify at shop/Notify.java:5");
  }

  @Test
  void lockListsTheChainAndPassesWhileItIsUnchanged() throws IOException {
    Path lock = directory.resolve("routes.lock");
    assertThat(compile(update(lock), shop("Timing.class"))).succeededWithoutWarnings();

    assertThat(Files.readString(lock, StandardCharsets.UTF_8))
        .endsWith(String.join("\n", LOCKED_EXPRESS, LOCKED_PLACED, LOCKED_SHIPPED, ""));
    assertThat(compile(check(lock), shop("Timing.class"))).succeededWithoutWarnings();
  }

  @Test
  void addingAnInterceptorChangesTheLock() throws IOException {
    assertLockChangedBy(
        "Timing.class",
        "Timing.class, Retry.class",
        "changed:    shop.OrderPlaced -> shop.ReserveStock"
            + " (intercepted by shop.Audit > shop.Timing > shop.Retry)"
            + " (was shop.ReserveStock (intercepted by shop.Audit > shop.Timing))");
  }

  @Test
  void removingAnInterceptorChangesTheLock() throws IOException {
    assertLockChangedBy(
        "Timing.class",
        "",
        "changed:    shop.OrderPlaced -> shop.ReserveStock (intercepted by shop.Audit)"
            + " (was shop.ReserveStock (intercepted by shop.Audit > shop.Timing))");
  }

  @Test
  void reorderingInterceptorsChangesTheLock() throws IOException {
    assertLockChangedBy(
        "Timing.class, Retry.class",
        "Retry.class, Timing.class",
        "changed:    shop.OrderPlaced -> shop.ReserveStock"
            + " (intercepted by shop.Audit > shop.Retry > shop.Timing)"
            + " (was shop.ReserveStock (intercepted by shop.Audit > shop.Timing > shop.Retry))");
  }

  /**
   * Locks the routes with ReserveStock's interceptors {@code locked}, then compiles with {@code
   * changed}: SB702 on the dispatcher, both of ReserveStock's routes changed, {@code placedChange}
   * among the lines.
   */
  private void assertLockChangedBy(String locked, String changed, String placedChange)
      throws IOException {
    Path lock = directory.resolve("routes.lock");
    assertThat(compile(update(lock), shop(locked))).succeededWithoutWarnings();

    Compilation compilation = compile(check(lock), shop(changed));

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(lockDiffers(lock, "2 changed"))
        .inFile(ORDER_EVENTS)
        .onLine(3);
    assertThat(compilation).hadErrorContaining(placedChange);
    assertThat(compilation)
        .hadErrorContaining("changed:    shop.ExpressOrder -> shop.ReserveStock");
  }

  private static List<String> check(Path lock) {
    return List.of("-Aswitchboard.routesLock=" + lock);
  }

  private static List<String> update(Path lock) {
    List<String> options = new ArrayList<>(check(lock));
    options.add("-Aswitchboard.updateRoutesLock=true");
    return options;
  }
}
