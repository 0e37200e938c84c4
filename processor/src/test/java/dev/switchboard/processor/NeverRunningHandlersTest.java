package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A handler that can never run loses every event meant for it, so each way of declaring one is a
 * compile error on its {@code @Handles}, under javac and ecj: a quiet build ({@code mvn -q}) shows
 * errors only.
 */
class NeverRunningHandlersTest {
  private static final String CLINIC_EVENT =
      String.join("\n", "package clinic;", "public interface ClinicEvent {}");
  private static final String BILLABLE =
      String.join("\n", "package clinic;", "public interface Billable {}");
  private static final String VISIT = String.join(
      "\n", "package clinic;", "public final class Visit implements ClinicEvent, Billable {}");
  private static final String CLINIC_EVENTS = String.join(
      "\n",
      "package clinic;",
      "@dev.switchboard.annotations.EventDispatcher",
      "public interface ClinicEvents extends dev.switchboard.Dispatcher<ClinicEvent> {}");
  private static final String RECORDS = String.join(
      "\n",
      "package clinic;",
      "import dev.switchboard.annotations.Handles;",
      "public final class Records {",
      "  @Handles public void on(Visit visit) {}",
      "}");

  @TempDir
  Path temporary;

  private ModuleBuild clinic(Compilers compiler, List<String> options, String billing) {
    return new ModuleBuild(temporary.resolve(compiler.name()), compiler, List.of(), options)
        .write("clinic/ClinicEvent.java", CLINIC_EVENT)
        .write("clinic/Billable.java", BILLABLE)
        .write("clinic/Visit.java", VISIT)
        .write("clinic/ClinicEvents.java", CLINIC_EVENTS)
        .write("clinic/Records.java", RECORDS)
        .write("clinic/Billing.java", billing);
  }

  private static String billing(String handles) {
    return String.join(
        "\n",
        "package clinic;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Billing {",
        "  " + handles,
        "  public void onBillable(Billable billable) {}",
        "}");
  }

  private static List<Diagnostic<? extends JavaFileObject>> of(
      Compilers.Result result, Diagnostic.Kind kind, String tag) {
    return result.diagnostics().stream()
        .filter(d -> d.getKind() == kind && d.getMessage(Locale.ROOT).contains("[" + tag + "]"))
        .toList();
  }

  /** Exactly one error, {@code text} (tag included), in {@code file} at {@code line}. */
  private static void assertOneError(Compilers.Result result, String file, int line, String text) {
    List<Diagnostic<? extends JavaFileObject>> errors = result.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", result).that(errors).hasSize(1);
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertWithMessage("%s", result).that(error.getMessage(Locale.ROOT)).isEqualTo(text);
    assertWithMessage("%s", result).that(error.getSource().getName()).endsWith(file);
    assertWithMessage("%s", result).that(error.getLineNumber()).isEqualTo((long) line);
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerOfAnInterfaceOutsideEveryRootIsSB403(Compilers compiler) {
    Compilers.Result result = clinic(compiler, List.of(), billing("@Handles")).compileAll();

    assertOneError(
        result,
        "clinic/Billing.java",
        4,
        "[SB403] handler clinic.Billing#onBillable(Billable) is"
            + " routed by no dispatcher, so it never runs: a dispatcher routes a handler only when its event root is a"
            + " supertype of an event type the handler lists, and no root here is a supertype of clinic.Billable (the"
            + " event root of clinic.ClinicEvents is clinic.ClinicEvent); an event that is both a clinic.Billable and"
            + " a clinic.ClinicEvent does not reach it either. Fix: handle a subtype of an event root, or declare an"
            + " @EventDispatcher whose event root is a supertype of clinic.Billable; if it is unrouted on purpose, set"
            + " @Handles(allowUnrouted = true), or pass -Aswitchboard.unrouted=warn for the whole module.");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void allowUnroutedOnTheHandlerSaysItIsOnPurpose(Compilers compiler) {
    Compilers.Result result =
        clinic(compiler, List.of(), billing("@Handles(allowUnrouted = true)")).compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB403");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void theModuleOptionTurnsSB403IntoAWarningOrNothing(Compilers compiler) {
    Compilers.Result warned = clinic(
            compiler, List.of("-Aswitchboard.unrouted=warn"), billing("@Handles"))
        .compileAll();
    assertWithMessage("%s", warned).that(warned.success()).isTrue();
    List<Diagnostic<? extends JavaFileObject>> warnings =
        of(warned, Diagnostic.Kind.WARNING, "SB403");
    assertWithMessage("%s", warned).that(warnings).hasSize(1);
    assertThat(warnings.get(0).getLineNumber()).isEqualTo(4L);

    Compilers.Result ignored = new ModuleBuild(
            temporary.resolve(compiler.name() + "-ignore"),
            compiler,
            List.of(),
            List.of("-Aswitchboard.unrouted=ignore"))
        .write("clinic/ClinicEvent.java", CLINIC_EVENT)
        .write("clinic/Billable.java", BILLABLE)
        .write("clinic/ClinicEvents.java", CLINIC_EVENTS)
        .write("clinic/Billing.java", billing("@Handles"))
        .compileAll();
    assertWithMessage("%s", ignored).that(ignored.success()).isTrue();
    assertWithMessage("%s", ignored).that(ignored.diagnostics().toString()).doesNotContain("SB403");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void anUnknownModuleOptionIsSB409(Compilers compiler) {
    Compilers.Result result = clinic(
            compiler, List.of("-Aswitchboard.unrouted=off"), billing("@Handles"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isFalse();
    List<Diagnostic<? extends JavaFileObject>> errors = of(result, Diagnostic.Kind.ERROR, "SB409");
    assertWithMessage("%s", result).that(errors).hasSize(1);
    assertThat(errors.get(0).getMessage(Locale.ROOT))
        .startsWith("[SB409] option switchboard.unrouted=off is none of error, warn, ignore. Fix:");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aLibraryNeedsNoMarkForTheHandlersApplicationsRoute(Compilers compiler) {
    Compilers.Result result = clinic(
            compiler, List.of("-Aswitchboard.library=clinic.ClinicIndex"), billing("@Handles"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB403");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void namingOnlyADispatcherOfAnotherCompilationIsSB403(Compilers compiler) {
    ModuleBuild library = new ModuleBuild(temporary.resolve(compiler.name() + "-lib"), compiler)
        .write("clinic/ClinicEvent.java", CLINIC_EVENT)
        .write("clinic/Billable.java", BILLABLE)
        .write("clinic/Visit.java", VISIT)
        .write("clinic/ClinicEvents.java", CLINIC_EVENTS)
        .write("clinic/Records.java", RECORDS);
    Compilers.Result built = library.compileAll();
    assertWithMessage("%s", built).that(built.success()).isTrue();

    Compilers.Result result = new ModuleBuild(
            temporary.resolve(compiler.name() + "-app"),
            compiler,
            List.of(library.classes()),
            List.of())
        .write(
            "ward/WardEvents.java",
            String.join(
                "\n",
                "package ward;",
                "@dev.switchboard.annotations.EventDispatcher",
                "public interface WardEvents extends dev.switchboard.Dispatcher<Object> {}"))
        .write(
            "ward/Rounds.java",
            String.join(
                "\n",
                "package ward;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Rounds {",
                "  @Handles(dispatchers = clinic.ClinicEvents.class)",
                "  public void on(clinic.Visit visit) {}",
                "}"))
        .compileAll();

    assertOneError(
        result,
        "ward/Rounds.java",
        4,
        "[SB403] handler ward.Rounds#on(Visit) is routed by no"
            + " dispatcher, so it never runs: @Handles(dispatchers) names clinic.ClinicEvents, which this compilation"
            + " does not generate, and only the dispatchers it names may route it. Fix: name a dispatcher declared in"
            + " this compilation, or remove dispatchers so that every dispatcher whose event root accepts its events"
            + " routes it; if it is unrouted on purpose, set @Handles(allowUnrouted = true), or pass"
            + " -Aswitchboard.unrouted=warn for the whole module.");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerOfGuavasDeadEventIsSB410(Compilers compiler) {
    Compilers.Result result = new ModuleBuild(temporary.resolve(compiler.name()), compiler)
        .write(
            "com/google/common/eventbus/DeadEvent.java",
            String.join(
                "\n",
                "package com.google.common.eventbus;",
                "public class DeadEvent {",
                "  public Object getEvent() { return null; }",
                "}"))
        .write(
            "shop/Audit.java",
            String.join(
                "\n",
                "package shop;",
                "import com.google.common.eventbus.DeadEvent;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Audit {",
                "  @Handles public void on(String event) {}",
                "  @Handles public void onDeadEvent(DeadEvent dead) {}",
                "}"))
        .compileAll();

    assertOneError(
        result,
        "shop/Audit.java",
        6,
        "[SB410] shop.Audit#onDeadEvent(DeadEvent) handles"
            + " com.google.common.eventbus.DeadEvent, which Switchboard never dispatches, so it never runs: an event"
            + " that no handler takes goes to the dead-letter handler of the dispatcher. Fix: remove the @Handles and"
            + " pass the handler as the dead letters of the dispatcher: dispatcher.withDeadLetters(event -> ...),"
            + " which receives the unhandled event itself.");
  }

  private ModuleBuild sealedShop(Compilers compiler, String orderEvent) {
    return new ModuleBuild(temporary.resolve(compiler.name()), compiler)
        .write("shop/OrderEvent.java", orderEvent)
        .write(
            "shop/OrderPlaced.java",
            String.join(
                "\n", "package shop;", "public final class OrderPlaced implements OrderEvent {}"))
        .write(
            "shop/Refund.java",
            String.join(
                "\n",
                "package shop;",
                "public sealed interface Refund extends OrderEvent permits Refund.Full {",
                "  record Full() implements Refund {}",
                "}"))
        .write(
            "shop/Orders.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Orders {",
                "  @Handles public void on(OrderPlaced event) {}",
                "  @Handles public void on(Refund.Full event) {}",
                "}"))
        .write(
            "shop/Audit.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Audit {",
                "  @Handles public void any(OrderEvent event) {}",
                "}"));
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerOfASealedTypeThatEverySubtypeShadowsIsSB408(Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "public sealed interface OrderEvent permits OrderPlaced, Refund {}"))
        .compileAll();

    assertOneError(
        result,
        "shop/Audit.java",
        4,
        "[SB408] in exclusive dispatcher shop.SwitchboardDispatcher,"
            + " shop.Audit#any(OrderEvent) never receives a shop.OrderEvent: it is sealed, and every class that can be"
            + " one has a handler of its own (shop.OrderPlaced by shop.Orders#on(OrderPlaced), shop.Refund.Full by"
            + " shop.Orders#on(Full)). Fix: use a broadcast dispatcher (@EventDispatcher(mode = BROADCAST)) to run it"
            + " beside them, or remove shop.OrderEvent from its @Handles.");
  }

  /** Classes only known at run time may still be an open type: the handler is their fallback, a note. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aHandlerOfATypeOthersMayExtendStaysANote(Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler, String.join("\n", "package shop;", "public interface OrderEvent {}"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(of(result, Diagnostic.Kind.NOTE, "SB407"))
        .hasSize(1);
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB408");
  }

  /** A non-sealed permitted subtype opens the hierarchy again. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aNonSealedSubtypeKeepsItANote(Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "public sealed interface OrderEvent permits OrderPlaced, Refund, Open {}"))
        .write(
            "shop/Open.java",
            String.join(
                "\n", "package shop;", "public non-sealed interface Open extends OrderEvent {}"))
        .write(
            "shop/OpenOne.java",
            String.join("\n", "package shop;", "public final class OpenOne implements Open {}"))
        .write(
            "shop/OnOpen.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public final class OnOpen {",
                "  @Handles public void on(OpenOne event) {}",
                "}"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(of(result, Diagnostic.Kind.NOTE, "SB407"))
        .hasSize(1);
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB408");
  }

  private static String orderEvents(String options) {
    return String.join(
        "\n",
        "package shop;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(" + options + ")",
        "public interface OrderEvents extends dev.switchboard.Dispatcher<OrderEvent> {}");
  }

  /**
   * A broadcast dispatcher that runs the nearest handled type's handlers only shadows a supertype's
   * handler as an exclusive one does.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void inABroadcastDispatcherOfNearestHandlersOnlyASealedTypeThatEverySubtypeShadowsIsSB408(
      Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "public sealed interface OrderEvent permits OrderPlaced, Refund {}"))
        .write(
            "shop/OrderEvents.java",
            orderEvents("mode = EventDispatcher.Mode.BROADCAST, includeSupertypes = false"))
        .compileAll();

    assertOneError(
        result,
        "shop/Audit.java",
        4,
        "[SB408] in broadcast dispatcher shop.OrderEvents, which runs"
            + " the handlers of an event's nearest handled type only, shop.Audit#any(OrderEvent) never receives a"
            + " shop.OrderEvent: it is sealed, and every class that can be one reaches the handlers of a nearer type"
            + " instead (shop.OrderPlaced by shop.Orders#on(OrderPlaced), shop.Refund.Full by shop.Orders#on(Full))."
            + " Fix: set includeSupertypes = true (the default) to run it beside them, or remove shop.OrderEvent from"
            + " its @Handles.");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void inABroadcastDispatcherOfNearestHandlersOnlyAnOpenTypeStaysANote(Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler, String.join("\n", "package shop;", "public interface OrderEvent {}"))
        .write(
            "shop/OrderEvents.java",
            orderEvents("mode = EventDispatcher.Mode.BROADCAST, includeSupertypes = false"))
        .write(
            "shop/Metrics.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Metrics {",
                "  @Handles public void on(OrderPlaced event) {}",
                "}"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    List<Diagnostic<? extends JavaFileObject>> notes = of(result, Diagnostic.Kind.NOTE, "SB407");
    assertWithMessage("%s", result).that(notes).hasSize(1);
    assertThat(notes.get(0).getMessage(Locale.ROOT))
        .isEqualTo(
            "[SB407] in broadcast dispatcher shop.OrderEvents,"
                + " which runs the handlers of an event's nearest handled type only, shop.Audit#any(OrderEvent) runs for"
                + " no class this compilation knows: every class that is a shop.OrderEvent reaches the handlers of a"
                + " nearer type instead (shop.OrderPlaced by shop.Metrics#on(OrderPlaced) and"
                + " shop.Orders#on(OrderPlaced), shop.Refund.Full by shop.Orders#on(Full)). Fix: set includeSupertypes ="
                + " true (the default) to run it beside them, or handle the remaining subtypes of shop.OrderEvent only.");
    assertThat(notes.get(0).getSource().getName()).endsWith("shop/Audit.java");
    assertThat(notes.get(0).getLineNumber()).isEqualTo(4L);
  }

  /** A broadcast dispatcher that runs the handlers of every supertype runs it beside them. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aBroadcastDispatcherOfEverySupertypesHandlersShadowsNothing(Compilers compiler) {
    Compilers.Result result = sealedShop(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "public sealed interface OrderEvent permits OrderPlaced, Refund {}"))
        .write("shop/OrderEvents.java", orderEvents("mode = EventDispatcher.Mode.BROADCAST"))
        .compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB407");
    assertWithMessage("%s", result).that(result.diagnostics().toString()).doesNotContain("SB408");
  }
}
