package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Libraries publish their handlers in an index; applications compiled against the library jars
 * merge them. Each jar is built here by compiling a library with the processor.
 */
class MultiModuleTest {
  private static final JavaFileObject ORDER_PLACED = source(
      "com.acme.orders.OrderPlaced", "package com.acme.orders;", "public class OrderPlaced {}");
  private static final JavaFileObject REFUNDABLE = source(
      "com.acme.orders.Refundable", "package com.acme.orders;", "public interface Refundable {}");
  private static final JavaFileObject RESERVE_STOCK = source(
      "com.acme.orders.ReserveStock",
      "package com.acme.orders;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(OrderPlaced.class)",
      "public final class ReserveStock implements Handler<OrderPlaced> {",
      "  @Override public void handle(OrderPlaced event) {}",
      "}");
  private static final JavaFileObject REFUND = source(
      "com.acme.orders.Refund",
      "package com.acme.orders;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Refundable.class)",
      "public final class Refund implements Handler<Refundable> {",
      "  @Override public void handle(Refundable event) {}",
      "}");

  private static final JavaFileObject BILLABLE = source(
      "com.acme.billing.Billable", "package com.acme.billing;", "public interface Billable {}");
  private static final JavaFileObject BILL_ORDER = source(
      "com.acme.billing.BillOrder",
      "package com.acme.billing;",
      "import com.acme.orders.OrderPlaced;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(OrderPlaced.class)",
      "public final class BillOrder implements Handler<OrderPlaced> {",
      "  @Override public void handle(OrderPlaced event) {}",
      "}");
  private static final JavaFileObject BILL = source(
      "com.acme.billing.Bill",
      "package com.acme.billing;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Billable.class)",
      "public final class Bill implements Handler<Billable> {",
      "  @Override public void handle(Billable event) {}",
      "}");

  private static final JavaFileObject AUDIT = source(
      "app.Audit",
      "package app;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(String.class)",
      "public final class Audit implements Handler<String> {",
      "  @Override public void handle(String event) {}",
      "}");

  @TempDir
  static Path jars;

  private static File orders;
  private static File billing;

  @BeforeAll
  static void buildLibraries() {
    orders = LibraryJars.jar(
        jars.resolve("orders.jar"),
        "com.acme.orders.OrdersIndex",
        List.of(),
        ORDER_PLACED,
        REFUNDABLE,
        RESERVE_STOCK,
        REFUND);
    billing = LibraryJars.jar(
        jars.resolve("billing.jar"),
        "com.acme.billing.BillingIndex",
        List.of(orders),
        BILLABLE,
        BILL_ORDER,
        BILL);
  }

  private static JavaFileObject appEvents(String... annotation) {
    return source(
        "app.AppEvents",
        "package app;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        String.join("\n", annotation),
        "public interface AppEvents extends Dispatcher<Object> {}");
  }

  @Test
  void dispatcherRoutesTheHandlersOfEveryLibraryOnTheClassPathWithItsOwn() {
    Compilation compilation = LibraryJars.compileAgainst(
        List.of(orders), List.of(), appEvents("@EventDispatcher"), AUDIT);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "app.SwitchboardAppEvents"))
        .contains(
            "public SwitchboardAppEvents(Audit audit, Refund refund, ReserveStock reserveStock)");
  }

  @Test
  void defaultDispatcherRoutesTheHandlersOfLibrariesToo() {
    Compilation compilation = LibraryJars.compileAgainst(List.of(orders), List.of(), AUDIT);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "app.SwitchboardDispatcher"))
        .contains(
            "public SwitchboardDispatcher(Audit audit, Refund refund, ReserveStock reserveStock)");
  }

  @Test
  void libraryRecompiledAgainstItsOwnEarlierIndexReadsItsHandlersOnce() {
    JavaFileObject orderEvents = source(
        "com.acme.orders.OrderEvents",
        "package com.acme.orders;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface OrderEvents extends Dispatcher<Object> {}");
    Compilation compilation = LibraryJars.compileAgainst(
        List.of(orders),
        List.of("-Aswitchboard.library=com.acme.orders.OrdersIndex"),
        ORDER_PLACED,
        REFUNDABLE,
        RESERVE_STOCK,
        REFUND,
        orderEvents);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "com.acme.orders.SwitchboardOrderEvents"))
        .contains("public SwitchboardOrderEvents(Refund refund, ReserveStock reserveStock)");
  }

  @Test
  void libraryPublishesAnIndexNamingItsHandlersAndTypes() {
    Compilation compilation = LibraryJars.compileAgainst(
        List.of(), List.of(), ORDER_PLACED, REFUNDABLE, RESERVE_STOCK, REFUND);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation.generatedSourceFile("com.acme.orders.SwitchboardDispatcher"))
        .isPresent();

    Compilation library = Compilations.compile(
        List.of("-Aswitchboard.library=com.acme.orders.OrdersIndex"),
        ORDER_PLACED,
        REFUNDABLE,
        RESERVE_STOCK,
        REFUND);
    assertThat(library).succeededWithoutWarnings();
    assertThat(library.generatedSourceFile("com.acme.orders.SwitchboardDispatcher"))
        .isEmpty();
    assertThat(generatedSource(library, "com.acme.orders.OrdersIndex"))
        .contains(
            "@HandlerIndex(\n    handlers = {\n        Refund.class,\n        ReserveStock.class\n    },\n"
                + "    types = {\n        OrderPlaced.class,\n        Refundable.class\n    }\n)");
    assertThat(generatedSource(library, "switchboard.indexes.com_acme_orders_OrdersIndex"))
        .contains("public static final String INDEX = \"com.acme.orders.OrdersIndex\";");
  }

  @Test
  void sameEventHandledInTwoJarsIsAnErrorNamingBothJars() {
    JavaFileObject dispatcher = appEvents("@EventDispatcher");
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(orders, billing), List.of(), dispatcher, AUDIT);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB604] com.acme.orders.OrderPlaced has two handlers in dispatcher app.AppEvents: "
                + "com.acme.billing.BillOrder (index com.acme.billing.BillingIndex in billing.jar) and "
                + "com.acme.orders.ReserveStock (index com.acme.orders.OrdersIndex in orders.jar)")
        .inFile(dispatcher)
        .onLine(4);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void includeListSelectsTheLibrariesADispatcherRoutes() {
    JavaFileObject dispatcher =
        appEvents("@EventDispatcher(include = com.acme.orders.OrdersIndex.class)");
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(orders, billing), List.of(), dispatcher, AUDIT);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "app.SwitchboardAppEvents");
    assertThat(generated)
        .contains(
            "public SwitchboardAppEvents(Audit audit, Refund refund, ReserveStock reserveStock)");
    assertThat(generated).doesNotContain("BillOrder");
  }

  @Test
  void includeListNamesOnlyIndexes() {
    JavaFileObject dispatcher = appEvents(
        "@EventDispatcher(include = {com.acme.orders.OrdersIndex.class,",
        "    com.acme.orders.ReserveStock.class})");
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(orders), List.of(), dispatcher, AUDIT);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB603] com.acme.orders.ReserveStock in the include list of dispatcher app.AppEvents "
                + "is not a Switchboard handler index")
        .inFile(dispatcher)
        .onLine(5);
  }

  @Test
  void eventBetweenInterfacesHandledInTwoJarsIsAmbiguous() {
    JavaFileObject returned = source(
        "app.Returned",
        "package app;",
        "public final class Returned implements com.acme.orders.Refundable, com.acme.billing.Billable {}");
    JavaFileObject dispatcher = appEvents(
        "@EventDispatcher(include = {com.acme.orders.OrdersIndex.class,",
        "    com.acme.billing.BillingIndex.class})");
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(orders, billing), List.of(), dispatcher, returned);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB605] app.Returned is equally close to handled interfaces "
                + "com.acme.orders.Refundable (com.acme.orders.Refund, index com.acme.orders.OrdersIndex in orders.jar) and "
                + "com.acme.billing.Billable (com.acme.billing.Bill, index com.acme.billing.BillingIndex in billing.jar)")
        .inFile(dispatcher)
        .onLine(4);
  }

  @Test
  void indexWhoseHandlersNeedAMissingJarIsAnError() {
    Compilation compilation =
        LibraryJars.compileAgainst(List.of(billing), List.of(), appEvents("@EventDispatcher"));

    assertThat(compilation)
        .hadErrorContaining("[SB606] library index com.acme.billing.BillingIndex (billing.jar) "
            + "lists com.acme.billing.BillOrder, which is not a valid handler on this class path");
  }

  @Test
  void libraryHandlersMustBePublic() {
    JavaFileObject hidden = source(
        "com.acme.orders.Hidden",
        "package com.acme.orders;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Refundable.class)",
        "final class Hidden implements Handler<Refundable> {",
        "  @Override public void handle(Refundable event) {}",
        "}");
    Compilation compilation = Compilations.compile(
        List.of("-Aswitchboard.library=com.acme.orders.OrdersIndex"), REFUNDABLE, hidden);

    assertThat(compilation)
        .hadErrorContaining("[SB602] handler com.acme.orders.Hidden is published in library index "
            + "com.acme.orders.OrdersIndex, but com.acme.orders.Hidden is not public")
        .inFile(hidden)
        .onLine(4);
  }

  @Test
  void libraryOptionNamesAClass() {
    Compilation compilation =
        Compilations.compile(List.of("-Aswitchboard.library=orders"), REFUNDABLE, REFUND);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB601] option switchboard.library=orders is not a qualified class name");
  }
}
