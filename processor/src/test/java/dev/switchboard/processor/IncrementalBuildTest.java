package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.switchboard.processor.Compilations.source;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import dev.switchboard.processor.diagnostics.Message;
import dev.switchboard.processor.incremental.ModuleState;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What incremental build tools rely on: the originating elements of each dispatcher, the Gradle
 * declaration of the processor, and a correct dispatcher after a handler is added or removed and
 * the module is recompiled in place the way maven-compiler-plugin does it (every source of the
 * module again, into the same output directories, with the previous classes and generated sources
 * still there and the output directory on the class path).
 *
 * <p>And partial compilations, under javac and ecj, as IDEs and Maven without incremental mode run
 * them: only the changed files, in place, with the output directory on the class path. After each
 * step the generated sources and route reports must equal those of a clean full build of the same
 * sources, byte for byte. {@link PartialCompilationSequencesTest} runs random sequences of such edits.
 */
class IncrementalBuildTest {
  static final Map<String, String> SHOP = Map.of(
      "shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n",
      "shop/OrderPlaced.java",
          "package shop;\npublic final class OrderPlaced implements OrderEvent {}\n",
      "shop/OrderCancelled.java",
          "package shop;\npublic final class OrderCancelled implements OrderEvent {}\n",
      "shop/ShopEvents.java",
          "package shop;\n"
              + "@dev.switchboard.annotations.EventDispatcher\n"
              + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n",
      "shop/ReserveStock.java", handler("ReserveStock", "OrderPlaced"));

  @TempDir
  Path project;

  @Test
  void addingAndRemovingAHandlerRecompilesToTheRightDispatcher() throws Exception {
    Path sources = project.resolve("src");
    for (Map.Entry<String, String> file : SHOP.entrySet()) {
      write(sources.resolve(file.getKey()), file.getValue());
    }
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderPlaced")).isEqualTo("shop.ReserveStock");
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("noOp");

    Path refund = sources.resolve("shop/RefundOrder.java");
    write(refund, handler("RefundOrder", "OrderCancelled"));
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("shop.RefundOrder");
    assertThat(handlerClassFor("shop.OrderPlaced")).isEqualTo("shop.ReserveStock");

    Files.delete(refund);
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("noOp");
    assertThat(generated()).doesNotContain("RefundOrder");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void addingAHandlerAloneRoutesItInTheDeclaredDispatcher(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write("shop/RefundOrder.java", handler("RefundOrder", "OrderCancelled"));
    ModuleBuild.Outcome partial = step(build, "add RefundOrder", "shop/RefundOrder.java");

    assertThat(partial.generatedSources()).containsKey("shop/SwitchboardShopEvents.java");
    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains(".handle(OrderCancelled.class, refundOrder)");
    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
    assertThat(partial.generatedSources()).doesNotContainKey("shop/SwitchboardDispatcher.java");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void deletingAHandlerDropsItsRoute(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write("shop/RefundOrder.java", handler("RefundOrder", "OrderCancelled"));
    step(build, "add RefundOrder", "shop/RefundOrder.java");
    build
        .delete("shop/RefundOrder.java")
        .write("shop/Unrelated.java", "package shop;\nclass Unrelated { int v = 1; }\n");
    ModuleBuild.Outcome partial = step(build, "delete RefundOrder", "shop/Unrelated.java");

    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .doesNotContain("RefundOrder");
    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void movingHandlesToAnotherEventMovesTheRoute(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write("shop/ReserveStock.java", handler("ReserveStock", "OrderCancelled"));
    ModuleBuild.Outcome partial = step(build, "move @Handles", "shop/ReserveStock.java");

    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains(".handle(OrderCancelled.class, reserveStock)");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void addingAHandlerMethodToAClassThatHadNoneRoutesItAndTakesTheClass(Compilers compiler) {
    ModuleBuild build = shopWithLedger(compiler);
    String dispatcher =
        editLedger(build, "add Ledger#on(OrderCancelled)", "on(OrderCancelled event)");

    assertThat(dispatcher).contains("ledger.on((OrderCancelled) event)");
    assertThat(dispatcher).contains("ReserveStock");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aClassOfHandlerMethodsNotRecompiledKeepsItsRoutesAndTheirSources(Compilers compiler) {
    ModuleBuild build = shopWithLedger(compiler, "on(OrderCancelled event)");
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome partial = step(build, "touch an unrelated file", "shop/Unrelated.java");

    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ledger.on((OrderCancelled) event)");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void removingOneOfTwoHandlerMethodsRecompilingOnlyItsFileDropsItsRoute(Compilers compiler) {
    ModuleBuild build =
        shopWithLedger(compiler, "on(OrderCancelled event)", "audit(OrderEvent event)");
    String dispatcher =
        editLedger(build, "remove Ledger#audit(OrderEvent)", "on(OrderCancelled event)");

    assertThat(dispatcher).contains("ledger.on((OrderCancelled) event)");
    assertThat(dispatcher).doesNotContain("audit");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void removingTheLastHandlerMethodOfAClassDropsTheClassFromTheDispatcher(Compilers compiler) {
    ModuleBuild build = shopWithLedger(compiler, "on(OrderCancelled event)");

    assertThat(editLedger(build, "remove Ledger's last handler method")).doesNotContain("Ledger");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void movingAHandlerMethodToAClassOfAnotherFileMovesItsRoute(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write(
        "shop/Ledger.java",
        methodClass("Ledger", "on(OrderCancelled event)", "audit(OrderEvent event)"));
    build.write("shop/Refunds.java", methodClass("Refunds"));
    step(build, "add Ledger and Refunds", "shop/Ledger.java", "shop/Refunds.java");
    build.write("shop/Ledger.java", methodClass("Ledger", "audit(OrderEvent event)"));
    build.write("shop/Refunds.java", methodClass("Refunds", "on(OrderCancelled event)"));
    ModuleBuild.Outcome partial = step(
        build,
        "move on(OrderCancelled) from Ledger to Refunds",
        "shop/Ledger.java",
        "shop/Refunds.java");

    String dispatcher = partial.generatedSources().get("shop/SwitchboardShopEvents.java");
    assertThat(dispatcher).contains("refunds.on((OrderCancelled) event)");
    assertThat(dispatcher).doesNotContain("ledger.on(");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void movingAHandlerMethodToANestedClassOfItsFileRecompilingOnlyThatFile(Compilers compiler) {
    ModuleBuild build = shopWithLedger(compiler, "on(OrderCancelled event)");
    build.write(
        "shop/Ledger.java",
        "package shop;\n"
            + "public final class Ledger {\n"
            + "  public static final class Refunds {\n"
            + "    @dev.switchboard.annotations.Handles public void on(OrderCancelled event) {}\n"
            + "  }\n"
            + "}\n");
    ModuleBuild.Outcome partial =
        step(build, "move on(OrderCancelled) to Ledger.Refunds", "shop/Ledger.java");

    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("Ledger.Refunds");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerClassGainingAndLosingAHandlerMethodRecompilingOnlyItsFile(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    String withMethod = handler("ReserveStock", "OrderPlaced")
        .replace(
            "}\n}\n",
            "}\n  @dev.switchboard.annotations.Handles public void on(OrderCancelled event) {}\n}\n");
    build.write("shop/ReserveStock.java", withMethod);
    ModuleBuild.Outcome added =
        step(build, "add ReserveStock#on(OrderCancelled)", "shop/ReserveStock.java");
    assertThat(added.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("reserveStock.on((OrderCancelled) event)");

    build.write("shop/ReserveStock.java", handler("ReserveStock", "OrderPlaced"));
    ModuleBuild.Outcome removed =
        step(build, "remove ReserveStock#on(OrderCancelled)", "shop/ReserveStock.java");
    assertThat(removed.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .doesNotContain("OrderCancelled");
  }

  /**
   * Overloads whose parameter classes share a simple name (in two packages, or nested in two classes)
   * are two handler methods: a partial build that does not recompile their class names each at its own line.
   */
  @ParameterizedTest
  @MethodSource("compilersAndOverloadsSharingASimpleName")
  void overloadsWhoseParametersShareASimpleNameKeepTheirOwnLines(
      Compilers compiler, List<String> events) throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    build
        .write("a/Ev.java", "package a;\npublic final class Ev {}\n")
        .write("b/Ev.java", "package b;\npublic final class Ev {}\n")
        .write(
            "app/Outer1.java",
            "package app;\npublic final class Outer1 {\n  public static final class Ev {}\n}\n")
        .write(
            "app/Outer2.java",
            "package app;\npublic final class Outer2 {\n  public static final class Ev {}\n}\n")
        .write(
            "app/AppEvents.java",
            "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
                + "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}\n")
        .write(
            "app/View.java",
            "package app;\n"
                + "public final class View {\n"
                + "  public View() {}\n\n"
                + "  @dev.switchboard.annotations.Handles\n"
                + "  public void on(" + events.get(0) + " event) {}\n"
                + "\n\n\n\n\n"
                + "  @dev.switchboard.annotations.Handles\n"
                + "  public void on(" + events.get(1) + " event) {}\n"
                + "}\n")
        .write("app/Unrelated.java", "package app;\nclass Unrelated {}\n");
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    String report = "META-INF/switchboard/app.AppEvents.json";
    if (compiler == Compilers.JAVAC) {
      assertThat(build.outcome(full).reports().get(report)).contains("\"line\": 5}");
      assertThat(build.outcome(full).reports().get(report)).contains("\"line\": 12}");
    }

    build.write("app/Unrelated.java", "package app;\nclass Unrelated { int v = 1; }\n");
    step(build, "touch Unrelated, View not recompiled", "app/Unrelated.java");
    build.write("app/Unrelated.java", "package app;\nclass Unrelated { int v = 2; }\n");
    step(
        build,
        "touch Unrelated again, over the state the partial build wrote",
        "app/Unrelated.java");
  }

  static Stream<Arguments> compilersAndOverloadsSharingASimpleName() {
    return withEveryCompiler(List.of("a.Ev", "b.Ev"), List.of("Outer1.Ev", "Outer2.Ev"));
  }

  /**
   * A partial build that fails on a handler method it does not recompile (its dispatcher no longer
   * takes its event, SB309) still records where that method's {@code @Handles} is, as it does for a
   * handler class: the next partial build, which succeeds, reports it at its line.
   */
  @ParameterizedTest
  @MethodSource("compilersAndHandlerShapes")
  void aHandlerFailingInAPartialBuildKeepsItsSourceInTheNextReport(
      Compilers compiler, String view) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    String dispatcher = "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
        + "public interface AppEvents extends dev.switchboard.Dispatcher<%s> {}\n";
    build
        .write("app/Ping.java", "package app;\npublic final class Ping {}\n")
        .write("app/Pong.java", "package app;\npublic final class Pong {}\n")
        .write("app/AppEvents.java", dispatcher.formatted("Ping"))
        .write("app/View.java", view);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    build.write("app/AppEvents.java", dispatcher.formatted("Pong"));
    Compilers.Result failed = build.compile("app/AppEvents.java");
    assertWithMessage("%s", failed)
        .that(String.join("\n", failed.messages(Diagnostic.Kind.ERROR)))
        .contains("[SB309]");

    build.write("app/AppEvents.java", dispatcher.formatted("Ping"));
    step(build, "AppEvents back to Dispatcher<Ping>, View not recompiled", "app/AppEvents.java");
  }

  /** Every compiler with every one of {@code cases}. */
  private static Stream<Arguments> withEveryCompiler(Object... cases) {
    return Stream.of(Compilers.values())
        .flatMap(compiler -> Stream.of(cases).map(c -> Arguments.of(compiler, c)));
  }

  static Stream<Arguments> compilersAndHandlerShapes() {
    return withEveryCompiler(
        "package app;\npublic final class View {\n"
            + "  @dev.switchboard.annotations.Handles(dispatchers = AppEvents.class) public void on(Ping e) {}\n}\n",
        "package app;\n@dev.switchboard.annotations.Handles(value = Ping.class, dispatchers = AppEvents.class)\n"
            + "public final class View implements dev.switchboard.Handler<Ping> {\n"
            + "  @Override public void handle(Ping e) {}\n}\n");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void changingAnEventSupertypeAloneChangesItsRoutes(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write(
        "shop/NotifyAll.java",
        "package shop;\n"
            + "@dev.switchboard.annotations.Handles(OrderEvent.class)\n"
            + "public final class NotifyAll implements dev.switchboard.Handler<OrderEvent> {\n"
            + "  @Override public void handle(OrderEvent event) {}\n"
            + "}\n");
    step(build, "add NotifyAll", "shop/NotifyAll.java");
    build.write("shop/Audit.java", "package shop;\npublic class Audit implements OrderEvent {}\n");
    ModuleBuild.Outcome added = step(build, "add an event class", "shop/Audit.java");
    assertThat(added.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains(".route(Audit.class, notifyAll)");

    build.write("shop/Audit.java", "package shop;\npublic class Audit {}\n");
    ModuleBuild.Outcome removed = step(build, "Audit no longer an OrderEvent", "shop/Audit.java");
    assertThat(removed.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .doesNotContain("Audit");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void anEventThatNoLongerFitsAHandlerNotRecompiledIsAnError(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write(
        "shop/AuditCancel.java",
        "package shop;\n"
            + "@dev.switchboard.annotations.Handles(OrderCancelled.class)\n"
            + "public final class AuditCancel implements dev.switchboard.Handler<OrderEvent> {\n"
            + "  @Override public void handle(OrderEvent event) {}\n"
            + "}\n");
    step(build, "add AuditCancel", "shop/AuditCancel.java");
    build.write(
        "shop/OrderCancelled.java", "package shop;\npublic final class OrderCancelled {}\n");
    Compilers.Result result = build.compile("shop/OrderCancelled.java");
    ModuleBuild.Outcome clean = build.cleanBuild(project.resolve("clean"));

    assertThat(clean.errors()).contains("[SB109]");
    assertWithMessage("%s", result).that(result.success()).isFalse();
    assertThat(result.messages(Diagnostic.Kind.ERROR))
        .contains(Message.EVENT_NOT_ACCEPTED.format(
                "shop.AuditCancel", "shop.OrderCancelled", "shop.OrderEvent")
            + " (Reported without a position: shop.AuditCancel was not recompiled in this build, so Switchboard"
            + " checked its class file; recompile its source to see the error there.)");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void addingAndRemovingADispatcherRegeneratesEveryDispatcher(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write(
        "shop/AllEvents.java",
        "package shop;\n"
            + "@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface AllEvents extends dev.switchboard.Dispatcher<Object> {}\n");
    ModuleBuild.Outcome added =
        step(build, "add @EventDispatcher AllEvents", "shop/AllEvents.java");
    assertThat(added.generatedSources().keySet())
        .containsExactly("shop/SwitchboardAllEvents.java", "shop/SwitchboardShopEvents.java");

    build.delete("shop/ShopEvents.java");
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome removed = step(build, "delete ShopEvents", "shop/Unrelated.java");
    assertThat(removed.generatedSources().keySet())
        .containsExactly("shop/SwitchboardAllEvents.java");

    build.write("shop/AllEvents.java", "package shop;\npublic interface AllEvents {}\n");
    ModuleBuild.Outcome none =
        step(build, "remove the last @EventDispatcher", "shop/AllEvents.java");
    assertThat(none.generatedSources().keySet()).containsExactly("shop/SwitchboardDispatcher.java");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void touchingAnUnrelatedFileRegeneratesTheSameDispatcher(Compilers compiler) {
    ModuleBuild build = shop(compiler);
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome partial = step(build, "touch an unrelated file", "shop/Unrelated.java");
    assertThat(partial.generatedSources().keySet())
        .containsExactly("shop/SwitchboardShopEvents.java");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void libraryHandlersOnTheClassPathStayRoutedInPartialCompilations(Compilers compiler) {
    ModuleBuild library = library(compiler);
    library.write("lib/Shipped.java", "package lib;\npublic class Shipped {}\n");
    library.write(
        "lib/Track.java",
        "package lib;\n"
            + "@dev.switchboard.annotations.Handles(Shipped.class)\n"
            + "public final class Track implements dev.switchboard.Handler<Shipped> {\n"
            + "  @Override public void handle(Shipped event) {}\n"
            + "}\n");
    Compilers.Result built = library.compileAll();
    assertWithMessage("%s", built).that(built.success()).isTrue();
    library.write(
        "lib/Label.java",
        "package lib;\n"
            + "@dev.switchboard.annotations.Handles(Packed.class)\n"
            + "public final class Label implements dev.switchboard.Handler<Packed> {\n"
            + "  @Override public void handle(Packed event) {}\n"
            + "}\n");
    library.write("lib/Packed.java", "package lib;\npublic class Packed {}\n");
    ModuleBuild.Outcome index =
        step(library, "add a library handler", "lib/Label.java", "lib/Packed.java");
    assertThat(index.generatedSources().get("lib/LibIndex.java")).contains("Track");

    ModuleBuild app =
        new ModuleBuild(project.resolve("app"), compiler, List.of(library.classes()), List.of());
    app.write("app/Ping.java", "package app;\npublic class Ping {}\n");
    app.write(
        "app/OnPing.java", handler("OnPing", "Ping").replace("package shop;", "package app;"));
    Compilers.Result appBuilt = app.compileAll();
    assertWithMessage("%s", appBuilt).that(appBuilt.success()).isTrue();
    app.write("app/Pong.java", "package app;\npublic class Pong {}\n");
    ModuleBuild.Outcome partial = step(app, "add an event to the application", "app/Pong.java");
    String dispatcher = partial.generatedSources().get("app/SwitchboardDispatcher.java");
    assertThat(dispatcher).contains("Track");
    assertThat(dispatcher).contains("Label");
    assertThat(dispatcher).contains("OnPing");
  }

  /** A library module whose index is {@code lib.LibIndex}. */
  private ModuleBuild library(Compilers compiler) {
    return new ModuleBuild(
        project.resolve("library"),
        compiler,
        List.of(),
        List.of("-Aswitchboard.library=lib.LibIndex"));
  }

  /**
   * A conflict with a library's handler in the default dispatcher, which has no declaration, is
   * reported on a local handler the build compiles from source: a partial build reads the others,
   * the first included, from class files, which have no position.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aConflictWithALibraryInAPartialBuildIsReportedOnAHandlerCompiledNow(Compilers compiler) {
    assertConflictInAPartialBuildIsReportedOnTheHandlerItCompiles(compiler, false);
  }

  /**
   * The same for a declared dispatcher that the partial build reads from its class file: on the
   * declaration, javac printed the conflict without a position.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aConflictWithALibraryInADeclaredDispatcherNotRecompiledIsReportedOnAHandlerCompiledNow(
      Compilers compiler) {
    assertConflictInAPartialBuildIsReportedOnTheHandlerItCompiles(compiler, true);
  }

  /** A library's handler and {@code BShip}, compiled alone, of the same event; {@code declared}: in {@code app.AppEvents}. */
  private void assertConflictInAPartialBuildIsReportedOnTheHandlerItCompiles(
      Compilers compiler, boolean declared) {
    ModuleBuild library = library(compiler);
    library.write("lib/Shipped.java", "package lib;\npublic class Shipped {}\n");
    library.write("lib/Packed.java", "package lib;\npublic class Packed {}\n");
    library.write(
        "lib/Label.java", handler("Label", "Packed").replace("package shop;", "package lib;"));
    assertWithMessage("library").that(library.compileAll().success()).isTrue();
    ModuleBuild app =
        new ModuleBuild(project.resolve("app"), compiler, List.of(library.classes()), List.of());
    app.write(
        "app/AShip.java", handler("AShip", "lib.Shipped").replace("package shop;", "package app;"));
    if (declared) {
      app.write(
          "app/AppEvents.java",
          "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
              + "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}\n");
    }
    Compilers.Result appBuilt = app.compileAll();
    assertWithMessage("%s", appBuilt).that(appBuilt.success()).isTrue();

    library.write(
        "lib/Track.java", handler("Track", "Shipped").replace("package shop;", "package lib;"));
    assertWithMessage("library").that(library.compileAll().success()).isTrue();
    app.write(
        "app/BShip.java", handler("BShip", "lib.Shipped").replace("package shop;", "package app;"));
    Compilers.Result result = app.compile("app/BShip.java");

    List<Diagnostic<? extends JavaFileObject>> conflicts = result.diagnostics().stream()
        .filter(d -> d.getMessage(Locale.ROOT).startsWith("[SB604]"))
        .toList();
    assertWithMessage("%s", result).that(conflicts).hasSize(2);
    for (Diagnostic<? extends JavaFileObject> conflict : conflicts) {
      assertWithMessage("%s", result)
          .that(conflict.getMessage(Locale.ROOT))
          .contains(
              declared ? "in dispatcher app.AppEvents" : "in dispatcher app.SwitchboardDispatcher");
      assertWithMessage("%s", result).that(conflict.getSource()).isNotNull();
      assertWithMessage("%s", result).that(conflict.getSource().getName()).endsWith("BShip.java");
    }
  }

  @Test
  void batchEcjRefusingToReplaceAGeneratedClassIsSB802() {
    ModuleBuild build = shop(Compilers.ECJ);
    // A new route: the dispatcher must be written again (an edit that changes none leaves it alone,
    // UnchangedRoutesTest).
    build.write("shop/NotifyCustomer.java", handler("NotifyCustomer", "OrderCancelled"));
    // Straight to ecj, without removing the generated classes as ModuleBuild does for it.
    Compilers.Result result = Compilers.ECJ.compile(
        List.of(build.sources().resolve("shop/NotifyCustomer.java")),
        build.classes(),
        build.generated(),
        List.of(),
        List.of(),
        List.of(new SwitchboardProcessor()));

    assertWithMessage("%s", result).that(result.success()).isFalse();
    assertThat(result.messages(Diagnostic.Kind.ERROR))
        .containsExactly(Message.GENERATED_CLASS_ON_CLASS_PATH.format(
            "shop.SwitchboardShopEvents",
            "Source file already exists : shop.SwitchboardShopEvents"));
  }

  @Test
  void aStateOfAnotherVersionIsNotMergedAndSaysSoOnce() throws IOException {
    ModuleBuild build = shop(Compilers.JAVAC);
    // Format 1, the previous one, held names ecj mangled ('$' turned into '.'): refused, not
    // misread.
    Files.writeString(
        build.classes().resolve("META-INF/switchboard/module-state.tsv"), "format\t1\n");
    build.write("shop/RefundOrder.java", handler("RefundOrder", "OrderCancelled"));
    Compilers.Result result = build.compile("shop/RefundOrder.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(result.messages(Diagnostic.Kind.WARNING))
        .containsExactly(Message.PARTIAL_BUILD_UNCERTAIN.format(
            "the state of the previous build (META-INF/switchboard/module-state.tsv in the class output) is unusable:"
                + " another Switchboard version wrote it (format 1, this version reads formats 2 to "
                + ModuleState.FORMAT + ")"));
    // As before module states: only what this compilation sees.
    assertThat(build.outcome(result).generatedSources().keySet())
        .containsExactly("shop/SwitchboardDispatcher.java");

    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    Compilers.Result next = build.compile("shop/Unrelated.java");
    assertWithMessage("a later partial build warns again until a clean build: %s", next)
        .that(String.join("\n", next.messages(Diagnostic.Kind.WARNING)))
        .contains("[SB801]");
  }

  @Test
  void aFormat2StateIsStillMerged() throws IOException {
    ModuleBuild build = shop(Compilers.JAVAC);
    build.write("shop/RefundOrder.java", handler("RefundOrder", "OrderCancelled"));
    step(build, "add RefundOrder", "shop/RefundOrder.java");
    // What the previous version wrote: the same lines with absolute source URIs.
    Path state = build.classes().resolve("META-INF/switchboard/module-state.tsv");
    String current = Files.readString(state);
    assertThat(current).contains("\t../src/shop/RefundOrder.java\t");
    Files.writeString(
        state,
        current
            .replace("format\t" + ModuleState.FORMAT, "format\t2")
            .replace("\t../src/", "\t" + build.sources().toUri()));

    // Only the source: its class file stays, and only the source's absolute URI, read back, tells
    // it is stale.
    Files.delete(build.sources().resolve("shop/RefundOrder.java"));
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome partial =
        step(build, "delete RefundOrder over a format 2 state", "shop/Unrelated.java");
    assertThat(partial.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .doesNotContain("RefundOrder");
    assertThat(Files.readString(state)).contains("format\t" + ModuleState.FORMAT + "\n");
  }

  /**
   * Format 4 keyed method rows by simple names: a row that fits one method is read for it; the one row
   * that two overloads whose parameter classes share a simple name had is not used, so their report
   * names no line rather than a wrong one, until their class is recompiled.
   */
  @Test
  void aFormat4StateIsMergedWithItsMethodLinesWhereTheyAreUnambiguous() throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), Compilers.JAVAC);
    build
        .write("a/Ev.java", "package a;\npublic final class Ev {}\n")
        .write("b/Ev.java", "package b;\npublic final class Ev {}\n")
        .write("app/Ping.java", "package app;\npublic final class Ping {}\n")
        .write(
            "app/AppEvents.java",
            "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
                + "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}\n")
        .write(
            "app/View.java",
            "package app;\npublic final class View {\n"
                + "  @dev.switchboard.annotations.Handles public void on(a.Ev event) {}\n"
                + "  @dev.switchboard.annotations.Handles public void on(b.Ev event) {}\n"
                + "  @dev.switchboard.annotations.Handles public void on(Ping event) {}\n"
                + "}\n")
        .write("app/Unrelated.java", "package app;\nclass Unrelated {}\n");
    assertWithMessage("full build").that(build.compileAll().success()).isTrue();
    Path state = build.classes().resolve("META-INF/switchboard/module-state.tsv");
    String current = Files.readString(state);
    assertThat(current).contains("method\tapp.View#on(a.Ev)\t-\tapp/View.java:3\n");
    // What format 4 wrote: parameters by simple name, one row for on(a.Ev) and on(b.Ev).
    Files.writeString(
        state,
        current
            .replace("format\t" + ModuleState.FORMAT, "format\t4")
            .replaceAll("(?m)^(method\t[^#\t]+#\\w+\\()(?:[\\w.]+\\.)?(\\w+\\))", "$1$2"));
    assertThat(Files.readString(state)).contains("method\tapp.View#on(Ping)\t");

    build.write("app/Unrelated.java", "package app;\nclass Unrelated { int v = 1; }\n");
    Compilers.Result partial = build.compile("app/Unrelated.java");
    assertWithMessage("%s", partial).that(partial.success()).isTrue();
    assertThat(partial.messages(Diagnostic.Kind.WARNING)).isEmpty();
    String report = build.outcome(partial).reports().get("META-INF/switchboard/app.AppEvents.json");
    assertThat(report).contains("\"source\": {\"file\": \"app/View.java\", \"line\": 5}");
    assertThat(report.split("\"source\"", -1)).hasLength(2);
    assertThat(Files.readString(state)).contains("format\t" + ModuleState.FORMAT + "\n");

    build.write("app/View.java", Files.readString(build.sources().resolve("app/View.java")) + "\n");
    step(build, "recompile View", "app/View.java");
  }

  @Test
  void sourcesMovedRelativeToTheClassOutputAreNotTakenForDeleted() throws IOException {
    ModuleBuild build = shop(Compilers.JAVAC);
    // As if the class output had moved one directory down since the previous build, without its
    // sources.
    Path state = build.classes().resolve("META-INF/switchboard/module-state.tsv");
    Files.writeString(state, Files.readString(state).replace("\t../src/", "\t../moved/src/"));
    Compilers.Result result = recompileWarning(
        build,
        "shop/OrderPlaced.java",
        "the source of shop.OrderPlaced is not where the previous build recorded it, relative to the class output:"
            + " the sources or the class output moved since, so deleted sources cannot be told");

    assertThat(build.outcome(result).generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aClassMovedToAnotherFileOfItsDirectoryIsNoRelocation(Compilers compiler) throws IOException {
    ModuleBuild build = shop(compiler);
    // ecj on JDK 17 tells the processor no source files: nothing records where a class was, so no
    // move can be taken for a relocation there, and this case could not fail. Skipped, not passed.
    assumeSourcesRecorded(build, compiler, "shop/ReserveStock.java");
    // An IDE's "move class": ReserveStock now lives in Stock.java (so not public), its old file is
    // deleted.
    build
        .delete("shop/ReserveStock.java")
        .write(
            "shop/Stock.java",
            handler("ReserveStock", "OrderPlaced").replace("public final", "final"));
    ModuleBuild.Outcome moved = step(build, "move ReserveStock to Stock.java", "shop/Stock.java");
    assertThat(moved.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");

    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    ModuleBuild.Outcome next = step(build, "touch a file after the move", "shop/Unrelated.java");
    assertThat(next.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
  }

  /** A file of the shop before and after an edit that takes a class out of it. */
  enum ClassTakenOut {
    NESTED_EVENT(
        "public class Holder {\n  public static final class Inner implements OrderEvent {}\n}\n",
        "public class Holder {}\n"),
    NESTED_HANDLER(
        "public class Holder {\n  @dev.switchboard.annotations.Handles(OrderCancelled.class)\n"
            + "  public static final class Refund implements dev.switchboard.Handler<OrderCancelled> {\n"
            + "    @Override public void handle(OrderCancelled event) {}\n  }\n}\n",
        "public class Holder {}\n"),
    NESTED_TWO_DEEP(
        "public class Holder {\n  static class Middle {\n"
            + "    static final class Inner implements OrderEvent {}\n  }\n}\n",
        "public class Holder {\n  static class Middle {}\n}\n"),
    SECONDARY_EVENT(
        "public class Holder {}\nfinal class Side implements OrderEvent {}\n",
        "public class Holder {}\n"),
    SECONDARY_HANDLER(
        "public class Holder {}\n@dev.switchboard.annotations.Handles(OrderCancelled.class)\n"
            + "final class Side implements dev.switchboard.Handler<OrderCancelled> {\n"
            + "  @Override public void handle(OrderCancelled event) {}\n}\n",
        "public class Holder {}\n"),
    RENAMED_NESTED_EVENT(
        "public class Holder {\n  public static final class Inner implements OrderEvent {}\n}\n",
        "public class Holder {\n  public static final class Renamed implements OrderEvent {}\n}\n"),
    RENAMED_SECONDARY_HANDLER(
        SECONDARY_HANDLER.before, SECONDARY_HANDLER.before.replace("Side", "Aside"));

    final String before;
    final String after;

    ClassTakenOut(String before, String after) {
      this.before = "package shop;\n" + before.replaceFirst("^package shop;\n", "");
      this.after = "package shop;\n" + after.replaceFirst("^package shop;\n", "");
    }
  }

  static Stream<Arguments> compilersAndClassesTakenOut() {
    return Compilers.each(ClassTakenOut.values());
  }

  @ParameterizedTest
  @MethodSource("compilersAndClassesTakenOut")
  void aClassTakenOutOfARecompiledFileIsGoneForGood(Compilers compiler, ClassTakenOut edit)
      throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    SHOP.forEach(build::write);
    build.write("shop/Holder.java", edit.before);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    // ecj on JDK 17 tells the processor no source files, and a top-level class's file is in its
    // class file only: nothing can tell that class's stale class file from a library's. Skipped,
    // not passed.
    if (edit.name().contains("SECONDARY")) {
      assumeSourcesRecorded(build, compiler, "shop/Holder.java");
    }
    build.write("shop/Holder.java", edit.after);
    step(build, "take a class out of Holder.java", "shop/Holder.java");
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    step(build, "then touch another file", "shop/Unrelated.java");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerWhoseSourceAloneIsDeletedIsDroppedWithSB803Once(Compilers compiler)
      throws IOException {
    ModuleBuild build = shop(compiler);
    assumeSourcesRecorded(build, compiler, "shop/ReserveStock.java");
    // As maven-compiler-plugin without incremental mode leaves it: the source gone, its class file
    // there.
    Files.delete(build.sources().resolve("shop/ReserveStock.java"));
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    Compilers.Result result = build.compile("shop/Unrelated.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(result.messages(Diagnostic.Kind.WARNING))
        .containsExactly(Message.CLASS_OF_DELETED_SOURCE_LEFT.format("shop.ReserveStock"));
    build
        .cleanBuild(project.resolve("clean"))
        .assertSameAs(build.outcome(result), "handler source deleted alone");

    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated { int v; }\n");
    Compilers.Result next = build.compile("shop/Unrelated.java");
    assertWithMessage("%s", next).that(next.messages(Diagnostic.Kind.WARNING)).isEmpty();
  }

  @Test
  void aClassFileDeletedWhileItsSourceStaysIsNamed() throws IOException {
    ModuleBuild build = shop(Compilers.JAVAC);
    Files.delete(build.classes().resolve("shop/ReserveStock.class"));
    build.write("shop/Unrelated.java", "package shop;\nclass Unrelated {}\n");
    Compilers.Result result = build.compile("shop/Unrelated.java");

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(result.messages(Diagnostic.Kind.WARNING))
        .containsExactly(
            Message.PARTIAL_BUILD_UNCERTAIN.format(
                "the class files of shop.ReserveStock are missing although their sources are still there"));

    build.write("shop/ReserveStock.java", handler("ReserveStock", "OrderPlaced"));
    ModuleBuild.Outcome recompiled =
        step(build, "recompile ReserveStock", "shop/ReserveStock.java");
    assertThat(recompiled.generatedSources().get("shop/SwitchboardShopEvents.java"))
        .contains("ReserveStock");
  }

  @Test
  void noStateAfterAnEarlierBuildSaysSo() throws IOException {
    ModuleBuild build = shop(Compilers.JAVAC);
    Files.delete(build.classes().resolve("META-INF/switchboard/module-state.tsv"));
    recompileWarning(
        build,
        "shop/ShopEvents.java",
        "the class output holds META-INF/switchboard/shop.ShopEvents.json from an earlier build, but no state of"
            + " that build (META-INF/switchboard/module-state.tsv)");
  }

  /** Recompiles the shop's {@code path}, unchanged: it must succeed, warning SB801 for {@code reason} alone. */
  private static Compilers.Result recompileWarning(ModuleBuild build, String path, String reason) {
    build.write(path, SHOP.get(path));
    Compilers.Result result = build.compile(path);
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(result.messages(Diagnostic.Kind.WARNING))
        .containsExactly(Message.PARTIAL_BUILD_UNCERTAIN.format(reason));
    return result;
  }

  /** Skips, rather than passes, a case that needs the state to name {@code source} (ecj on JDK 17 names none). */
  private static void assumeSourcesRecorded(ModuleBuild build, Compilers compiler, String source)
      throws IOException {
    String state = Files.readString(
        build.classes().resolve("META-INF/switchboard/module-state.tsv"), StandardCharsets.UTF_8);
    assumeTrue(state.contains(source), compiler + " records no source files here");
  }

  /** The shop module, fully built. */
  private ModuleBuild shop(Compilers compiler) {
    return shop(project.resolve("module"), compiler);
  }

  /** The shop module, fully built in {@code root}. */
  static ModuleBuild shop(Path root, Compilers compiler) {
    return shop(new ModuleBuild(root, compiler));
  }

  /** {@code build} with the shop's sources, compiled fully. */
  static ModuleBuild shop(ModuleBuild build) {
    SHOP.forEach(build::write);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    return build;
  }

  private ModuleBuild.Outcome step(ModuleBuild build, String description, String... paths) {
    return step(build, project.resolve("clean"), description, paths);
  }

  /**
   * Recompiles {@code paths} in place and checks the outcome against a clean build of the same
   * sources in {@code cleanDirectory}; the partial build must not warn that it is unsure (SB801).
   */
  static ModuleBuild.Outcome step(
      ModuleBuild build, Path cleanDirectory, String description, String... paths) {
    Compilers.Result result = build.compile(paths);
    ModuleBuild.Outcome partial = build.outcome(result);
    build.cleanBuild(cleanDirectory).assertSameAs(partial, description + " " + result);
    assertWithMessage("%s: %s", description, result)
        .that(result.messages(Diagnostic.Kind.WARNING).stream()
            .filter(m -> m.contains("[SB801]"))
            .toList())
        .isEmpty();
    return partial;
  }

  @Test
  void everyHandlerAndTheDispatcherDeclarationAreOriginsOfTheGeneratedFile() {
    Map<String, List<String>> origins = new TreeMap<>();
    WrappedEnvironment recording = new WrappedEnvironment(environment -> {
      Filer filer =
          WrappedEnvironment.proxy(Filer.class, environment.getFiler(), (method, args) -> {
            if (method.getName().equals("createSourceFile")) {
              List<String> names = new ArrayList<>();
              for (Element element : (Element[]) args[1]) {
                names.add(((TypeElement) element).getQualifiedName().toString());
              }
              origins.put(args[0].toString(), names);
            }
            return null;
          });
      return WrappedEnvironment.proxy(
          ProcessingEnvironment.class,
          environment,
          (method, args) -> method.getName().equals("getFiler") ? filer : null);
    });
    List<JavaFileObject> files = new ArrayList<>();
    SHOP.forEach(
        (path, text) -> files.add(source(path.replace(".java", "").replace('/', '.'), text)));
    files.add(source("shop.RefundOrder", handler("RefundOrder", "OrderCancelled")));
    Compilation compilation = Compiler.javac().withProcessors(recording).compile(files);

    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    assertThat(origins)
        .containsExactly(
            "shop.SwitchboardShopEvents",
            List.of("shop.ShopEvents", "shop.RefundOrder", "shop.ReserveStock"));
  }

  @Test
  void gradleKnowsTheProcessorIsAggregating() throws IOException {
    // Read from target/classes, which maven-jar-plugin packages as is.
    try (InputStream in = SwitchboardProcessor.class.getResourceAsStream(
        "/META-INF/gradle/incremental.annotation.processors")) {
      assertWithMessage("META-INF/gradle/incremental.annotation.processors")
          .that(in)
          .isNotNull();
      assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8).trim())
          .isEqualTo(SwitchboardProcessor.class.getName() + ",aggregating");
    }
  }

  private void compileModule(Path sources) {
    ModuleBuild build = new ModuleBuild(sources.getParent(), Compilers.JAVAC);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
  }

  /** The class of the handler the freshly compiled dispatcher picks for a new {@code eventClass}. */
  private String handlerClassFor(String eventClass) throws Exception {
    URL classes = project.resolve("classes").toUri().toURL();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {classes}, getClass().getClassLoader())) {
      @SuppressWarnings("unchecked") // the generated class implements Dispatcher<OrderEvent>
      Dispatcher<Object> dispatcher = (Dispatcher<Object>)
          loader.loadClass("shop.SwitchboardShopEvents").getMethod("create").invoke(null);
      Object event = loader.loadClass(eventClass).getConstructor().newInstance();
      Handler<?> handler = dispatcher.handlerFor(event);
      return handler == Handlers.noOp() ? "noOp" : handler.getClass().getName();
    }
  }

  private String generated() throws IOException {
    return Files.readString(project.resolve("generated/shop/SwitchboardShopEvents.java"));
  }

  static String handler(String name, String event) {
    return "package shop;\n"
        + "@dev.switchboard.annotations.Handles(" + event + ".class)\n"
        + "public final class " + name + " implements dev.switchboard.Handler<" + event + "> {\n"
        + "  @Override public void handle(" + event + " event) {}\n"
        + "}\n";
  }

  /** The shop, fully built, then {@code shop/Ledger.java} with these handler methods added and compiled alone. */
  private ModuleBuild shopWithLedger(Compilers compiler, String... signatures) {
    ModuleBuild build = shop(compiler);
    build.write("shop/Ledger.java", methodClass("Ledger", signatures));
    step(build, "add Ledger " + List.of(signatures), "shop/Ledger.java");
    return build;
  }

  /** Rewrites Ledger with these handler methods and compiles it alone; returns the shop's dispatcher then. */
  private String editLedger(ModuleBuild build, String description, String... signatures) {
    build.write("shop/Ledger.java", methodClass("Ledger", signatures));
    return step(build, description, "shop/Ledger.java")
        .generatedSources()
        .get("shop/SwitchboardShopEvents.java");
  }

  /** A class of the shop whose methods, each given by its signature, are {@code @Handles} methods. */
  static String methodClass(String name, String... signatures) {
    StringBuilder source = new StringBuilder("package shop;\npublic final class " + name + " {\n");
    for (String signature : signatures) {
      source
          .append("  @dev.switchboard.annotations.Handles public void ")
          .append(signature)
          .append(" {}\n");
    }
    return source.append("}\n").toString();
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
