package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.RouteReportTest.EXPRESS_ORDER;
import static dev.switchboard.processor.RouteReportTest.NOTIFY;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENT;
import static dev.switchboard.processor.RouteReportTest.ORDER_EVENTS;
import static dev.switchboard.processor.RouteReportTest.ORDER_PLACED;
import static dev.switchboard.processor.RouteReportTest.ORDER_SHIPPED;
import static dev.switchboard.processor.RouteReportTest.RESERVE_STOCK;
import static dev.switchboard.processor.RouteReportTest.SHOP;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The routes lock: a checked-in file the build compares its routes with. */
class RoutesLockTest {
  private static final String SHOP_LOCK = String.join(
      "\n",
      "# comments and blank lines are ignored",
      "",
      "shop.OrderEvents: shop.ExpressOrder -> shop.ReserveStock (inherited from shop.OrderPlaced)",
      "shop.OrderEvents: shop.OrderPlaced -> shop.ReserveStock",
      "shop.OrderEvents: shop.OrderShipped -> shop.Notify",
      "");

  @TempDir
  Path directory;

  @Test
  void unchangedRoutesPass() throws IOException {
    Path lock = Files.writeString(directory.resolve("routes.lock"), SHOP_LOCK);

    assertThat(compile(lockOptions(lock), SHOP)).succeededWithoutWarnings();
  }

  @Test
  void changedRoutesFailWithTheDiffAndHowToAcceptIt() throws IOException {
    Path lock = Files.writeString(directory.resolve("routes.lock"), SHOP_LOCK);
    JavaFileObject cancelled = source(
        "shop.OrderCancelled",
        "package shop;",
        "public final class OrderCancelled implements OrderEvent {}");
    JavaFileObject refund = source(
        "shop.Refund",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles({OrderCancelled.class, ExpressOrder.class})",
        "public final class Refund implements Handler<OrderEvent> {",
        "  @Override public void handle(OrderEvent event) {}",
        "}");
    // OrderShipped lost its handler; OrderCancelled gained one; ExpressOrder changed handler.
    Compilation compilation = compile(
        lockOptions(lock),
        ORDER_EVENT,
        ORDER_PLACED,
        EXPRESS_ORDER,
        ORDER_SHIPPED,
        RESERVE_STOCK,
        ORDER_EVENTS,
        cancelled,
        refund);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(lockDiffers(lock, "1 added, 1 changed, 1 removed"))
        .inFile(ORDER_EVENTS)
        .onLine(5);
    for (String line : List.of(
        "changed:    shop.ExpressOrder -> shop.Refund (was shop.ReserveStock (inherited from shop.OrderPlaced))",
        "added:      shop.OrderCancelled -> shop.Refund\n",
        "removed:    shop.OrderShipped -> shop.Notify")) {
      assertThat(compilation).hadErrorContaining(line);
    }
  }

  @Test
  void missingLockFileFailsAndSaysHowToCreateIt() {
    Path lock = directory.resolve("routes.lock");

    Compilation compilation = compile(lockOptions(lock), SHOP);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB703] cannot read the routes lock " + lock + ": the file does not exist. Fix:");
    assertThat(compilation).hadErrorContaining("-Aswitchboard.updateRoutesLock=true");
  }

  @Test
  void malformedLineFailsNamingIt() throws IOException {
    Path lock = Files.writeString(
        directory.resolve("routes.lock"), SHOP_LOCK + "shop.OrderEvents shop.Oops\n");

    Compilation compilation = compile(lockOptions(lock), SHOP);

    assertThat(compilation)
        .hadErrorContaining("[SB704] line 6 of the routes lock " + lock
            + " is not a route: shop.OrderEvents shop.Oops");
  }

  @Test
  void updateOptionWritesTheLockThatThenPasses() throws IOException {
    Path lock = directory.resolve("config/routes.lock");
    List<String> update =
        List.of("-Aswitchboard.routesLock=" + lock, "-Aswitchboard.updateRoutesLock=true");

    Compilation updated = compile(update, SHOP);

    assertThat(updated).succeededWithoutWarnings();
    assertThat(updated).hadNoteContaining("Switchboard updated the routes lock " + lock);
    String written = Files.readString(lock, StandardCharsets.UTF_8);
    assertThat(written)
        .endsWith(String.join(
            "\n",
            "shop.OrderEvents: shop.ExpressOrder -> shop.ReserveStock (inherited from shop.OrderPlaced)",
            "shop.OrderEvents: shop.OrderPlaced -> shop.ReserveStock",
            "shop.OrderEvents: shop.OrderShipped -> shop.Notify",
            ""));
    assertThat(compile(lockOptions(lock), SHOP)).succeededWithoutWarnings();
  }

  @Test
  void updateOptionWithoutALockFileIsAnError() {
    Compilation compilation = compile(List.of("-Aswitchboard.updateRoutesLock=true"), SHOP);

    assertThat(compilation)
        .hadErrorContaining("[SB706] option switchboard.updateRoutesLock=true names no lock file");
  }

  @Test
  void lockCoversTheDefaultDispatcherToo() throws IOException {
    Path lock = Files.writeString(
        directory.resolve("routes.lock"),
        "shop.SwitchboardDispatcher: shop.OrderPlaced -> shop.ReserveStock\n");

    assertThat(compile(lockOptions(lock), ORDER_EVENT, ORDER_PLACED, RESERVE_STOCK))
        .succeededWithoutWarnings();
    assertThat(compile(
            lockOptions(lock), ORDER_EVENT, ORDER_PLACED, ORDER_SHIPPED, RESERVE_STOCK, NOTIFY))
        .hadErrorContaining("added:      shop.OrderShipped -> shop.Notify");
  }

  /** The message of SB702 for {@code lock}, with the {@code counts} of changed lines. */
  static String lockDiffers(Path lock, String counts) {
    return "[SB702] the routes of dispatcher shop.OrderEvents differ from the routes lock "
        + lock.toAbsolutePath()
        + " ("
        + counts
        + "). Fix: review the changes listed below;"
        + " if they are intended, accept them by compiling once with -Aswitchboard.updateRoutesLock=true";
  }

  private static List<String> lockOptions(Path lock) {
    return List.of("-Aswitchboard.routesLock=" + lock);
  }
}
