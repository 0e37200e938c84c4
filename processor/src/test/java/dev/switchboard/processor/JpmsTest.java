package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Libraries and applications that are named modules, compiled on the module path. */
class JpmsTest {
  @TempDir
  Path work;

  @Test
  void applicationModuleRoutesTheHandlersOfALibraryModule() {
    Path inventory = inventory("  exports inv.handlers;");
    assertThat(Files.exists(inventory.resolve("inv/api/InventoryIndex.class"))).isTrue();
    // A named module has no class-path marker: modules must not share a package.
    assertThat(Files.exists(inventory.resolve("switchboard"))).isFalse();

    ModularCompilation app = application();
    app.compile(List.of(inventory), "-Xlint:all,-processing", "-Werror");

    assertWithMessage("%s", app.diagnostics()).that(app.succeeded()).isTrue();
    assertThat(app.generated("app/SwitchboardAppEvents.java"))
        .contains("public SwitchboardAppEvents(StoreGoods storeGoods)");
  }

  @Test
  void handlerInAPackageTheLibraryDoesNotExportIsAnError() {
    Path inventory = inventory("");

    ModularCompilation app = application();
    app.compile(List.of(inventory));

    assertThat(app.succeeded()).isFalse();
    assertThat(app.diagnostics())
        .contains("ERROR AppEvents.java:4: [SB607] handler inv.handlers.StoreGoods of module"
            + " inv is in a package that module app cannot read, so dispatcher app.AppEvents cannot use it. Fix: export"
            + " package inv.handlers of module inv (to app), and let app require inv.");
  }

  @Test
  void libraryIndexMustBeInAnExportedPackage() {
    ModularCompilation library = inventorySources(work.resolve("hidden"), "");
    library.compile(List.of(), "-Aswitchboard.library=inv.handlers.InventoryIndex");

    assertThat(library.succeeded()).isFalse();
    assertThat(library.diagnostics())
        .contains(
            "ERROR -:-1: [SB608] library index inv.handlers.InventoryIndex is in"
                + " package inv.handlers, which module inv does not export, so applications cannot find it. Fix: name an"
                + " index class in a package that module inv exports: -Aswitchboard.library=<exported package>.<Name>.");
  }

  /**
   * A library's {@code DefaultBindings} wraps the handlers of an application module that reads the
   * library; an application that does not read it, though the library is in the module graph, gets
   * no interceptor it could not name.
   */
  @Test
  void defaultBindingsApplyInModulesThatReadTheirLibrary() {
    Path metrics = metricsLibrary();

    ModularCompilation reading = auditApplication("reading", "  requires metrics;");
    reading.compile(List.of(metrics), "-Xlint:all,-processing", "-Werror");
    assertWithMessage("%s", reading.diagnostics()).that(reading.succeeded()).isTrue();
    assertThat(reading.generated("app/SwitchboardAppEvents.java"))
        .contains("public SwitchboardAppEvents(Audit audit, Timing timing)");

    ModularCompilation notReading = auditApplication("not-reading", "");
    notReading.compile(List.of(metrics), "--add-modules", "metrics", "-Xlint:all,-processing");
    assertWithMessage("%s", notReading.diagnostics())
        .that(notReading.succeeded())
        .isTrue();
    assertThat(notReading.generated("app/SwitchboardAppEvents.java"))
        .contains("public SwitchboardAppEvents(Audit audit)");
  }

  /** The library module {@code metrics}: a binding, its interceptor and a {@code DefaultBindings}. */
  private Path metricsLibrary() {
    ModularCompilation library = new ModularCompilation(work.resolve("metrics"))
        .source(
            "module-info.java",
            "module metrics {",
            "  requires static transitive dev.switchboard.annotations;",
            "  requires transitive dev.switchboard;",
            "  exports metrics;",
            "  exports dev.switchboard.defaults;",
            "}")
        .source(
            "metrics/Timing.java",
            "package metrics;",
            "import dev.switchboard.Interceptor;",
            "import dev.switchboard.Invocation;",
            "public final class Timing implements Interceptor<Object> {",
            "  public Timing() {}",
            "  @Override public void intercept(Object event, Invocation<Object> next) {",
            "    next.proceed(event);",
            "  }",
            "}")
        .source(
            "metrics/Timed.java",
            "package metrics;",
            "import dev.switchboard.annotations.InterceptorBinding;",
            "import java.lang.annotation.Retention;",
            "import java.lang.annotation.RetentionPolicy;",
            "@InterceptorBinding(Timing.class)",
            "@Retention(RetentionPolicy.CLASS)",
            "public @interface Timed {}")
        .source(
            "dev/switchboard/defaults/DefaultBindings.java",
            "package dev.switchboard.defaults;",
            "@metrics.Timed",
            "public final class DefaultBindings {",
            "  private DefaultBindings() {}",
            "}");
    Path classes = library.compile(List.of());
    assertWithMessage("%s", library.diagnostics()).that(library.succeeded()).isTrue();
    return classes;
  }

  /** An application module with one handler, whose module-info adds {@code requires}. */
  private ModularCompilation auditApplication(String directory, String requires) {
    return new ModularCompilation(work.resolve(directory))
        .source(
            "module-info.java",
            "module app {",
            "  requires static dev.switchboard.annotations;",
            "  requires dev.switchboard;",
            requires,
            "}")
        .source("app/Placed.java", "package app;", "public final class Placed {}")
        .source(
            "app/Audit.java",
            "package app;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(Placed.class)",
            "public final class Audit implements Handler<Placed> {",
            "  public Audit() {}",
            "  @Override public void handle(Placed event) {}",
            "}")
        .source(
            "app/AppEvents.java",
            "package app;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher",
            "interface AppEvents extends Dispatcher<Object> {}");
  }

  /**
   * Compiles the library module {@code inv}, with {@code exports} added to its module-info. Its index
   * is in the exported package {@code inv.api}, where applications can find it.
   */
  private Path inventory(String exports) {
    ModularCompilation library = inventorySources(work.resolve("inv"), exports);
    Path classes = library.compile(List.of(), "-Aswitchboard.library=inv.api.InventoryIndex");
    assertWithMessage("%s", library.diagnostics()).that(library.succeeded()).isTrue();
    return classes;
  }

  private static ModularCompilation inventorySources(Path directory, String exports) {
    return new ModularCompilation(directory)
        .source(
            "module-info.java",
            "module inv {",
            "  requires static transitive dev.switchboard.annotations;",
            "  requires transitive dev.switchboard;",
            "  exports inv.api;",
            exports,
            "}")
        .source(
            "inv/api/StockReceived.java", "package inv.api;", "public final class StockReceived {}")
        .source(
            "inv/handlers/StoreGoods.java",
            "package inv.handlers;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "import inv.api.StockReceived;",
            "@Handles(StockReceived.class)",
            "public final class StoreGoods implements Handler<StockReceived> {",
            "  public StoreGoods() {}",
            "  @Override public void handle(StockReceived event) {}",
            "}");
  }

  private ModularCompilation application() {
    return new ModularCompilation(work.resolve("app"))
        .source(
            "module-info.java",
            "module app {",
            "  requires static dev.switchboard.annotations;",
            "  requires inv;",
            "}")
        .source(
            "app/AppEvents.java",
            "package app;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher",
            "interface AppEvents extends Dispatcher<Object> {}");
  }
}
