package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Under ecj (Eclipse, VS Code) the processor generates the same sources as under javac, and they
 * compile without a warning with ecj's default warnings on (unused imports included).
 */
class EcjCompilationTest {
  private static final String[][] SHOP = {
    {"shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n"},
    {"shop/OrderPlaced.java", "package shop;\npublic class OrderPlaced implements OrderEvent {}\n"},
    {
      "shop/ExpressOrderPlaced.java",
      "package shop;\npublic final class ExpressOrderPlaced extends OrderPlaced {}\n"
    },
    {
      "shop/ShopEvents.java",
      "package shop;\n@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n"
    },
    {
      "shop/Broadcast.java",
      "package shop;\n"
          + "@dev.switchboard.annotations.EventDispatcher(mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)\n"
          + "public interface Broadcast extends dev.switchboard.Dispatcher<Object> {}\n"
    },
    {
      "shop/ReserveStock.java",
      "package shop;\n@dev.switchboard.annotations.Handles(OrderPlaced.class)\n"
          + "public final class ReserveStock implements dev.switchboard.Handler<OrderPlaced> {\n"
          + "  @Override public void handle(OrderPlaced event) {}\n}\n"
    },
  };

  @TempDir
  Path directory;

  @Test
  void generatesWhatJavacGeneratesWithoutWarnings() {
    ModuleBuild.Outcome javac = build(Compilers.JAVAC, "javac", List.of());
    ModuleBuild ecj = module(Compilers.ECJ, "ecj", List.of());
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("ecj's warnings in generated files: %s", result)
        .that(generatedFileWarnings(result, ecj))
        .isEmpty();
    assertThat(ecj.outcome(result).generatedSources()).isEqualTo(javac.generatedSources());
  }

  @Test
  void aLibraryIndexCompilesWithoutWarnings() {
    ModuleBuild ecj =
        module(Compilers.ECJ, "library", List.of("-Aswitchboard.library=shop.ShopIndex"));
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("ecj's warnings in generated files: %s", result)
        .that(generatedFileWarnings(result, ecj))
        .isEmpty();
    assertThat(ecj.outcome(result).generatedSources()).containsKey("shop/ShopIndex.java");
  }

  /** Roots no class can extend: handlerFor's {@code <T extends Root>}, which Dispatcher imposes, draws ecj's warning. */
  private static final String[][] FINAL_ROOTS = {
    {"desk/Receipt.java", "package desk;\npublic final class Receipt {}\n"},
    {"desk/Refund.java", "package desk;\npublic record Refund(String id) {}\n"},
    {"desk/Status.java", "package desk;\npublic enum Status { OPEN, CLOSED }\n"},
    {
      "desk/Mood.java",
      "package desk;\npublic enum Mood { CALM, ODD { @Override public String toString() { return \"odd\"; } } }\n"
    },
    {
      "desk/Receipts.java",
      "package desk;\n@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface Receipts extends dev.switchboard.Dispatcher<Receipt> {}\n"
    },
    {
      "desk/ReceiptsBase.java",
      "package desk;\n@dev.switchboard.annotations.EventDispatcher\n"
          + "public abstract class ReceiptsBase implements dev.switchboard.Dispatcher<Receipt> {}\n"
    },
    {
      "desk/Refunds.java",
      "package desk;\n@dev.switchboard.annotations.EventDispatcher(mode = "
          + "dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)\n"
          + "public interface Refunds extends dev.switchboard.Dispatcher<Refund> {}\n"
    },
    {
      "desk/Statuses.java",
      "package desk;\n@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface Statuses extends dev.switchboard.Dispatcher<Status> {}\n"
    },
    {
      "desk/Moods.java",
      "package desk;\n@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface Moods extends dev.switchboard.Dispatcher<Mood> {}\n"
    },
    {
      "desk/DeskHandlers.java",
      "package desk;\n"
          + "import dev.switchboard.Handler;\nimport dev.switchboard.annotations.Handles;\n"
          + "public final class DeskHandlers {\n"
          + "  private DeskHandlers() {}\n"
          + "  @Handles(Receipt.class) public static final class OnReceipt implements Handler<Receipt> {\n"
          + "    @Override public void handle(Receipt event) {}\n  }\n"
          + "  @Handles(Refund.class) public static final class OnRefund implements Handler<Refund> {\n"
          + "    @Override public void handle(Refund event) {}\n  }\n"
          + "  @Handles(Status.class) public static final class OnStatus implements Handler<Status> {\n"
          + "    @Override public void handle(Status event) {}\n  }\n"
          + "  @Handles(Mood.class) public static final class OnMood implements Handler<Mood> {\n"
          + "    @Override public void handle(Mood event) {}\n  }\n"
          + "}\n"
    },
  };

  @Test
  void finalClassRecordAndEnumRootsCompileWithoutWarnings() {
    ModuleBuild.Outcome javac = withoutWarningsUnderJavacAndEcj(FINAL_ROOTS);
    assertThat(javac.generatedSources().get("desk/SwitchboardReceipts.java"))
        .contains(
            "@SuppressWarnings(\"all\")\n  public <T extends Receipt> Handler<? super T> handlerFor(T event)");
    // The root itself is compared, never named by an instanceof that ecj would call unnecessary.
    assertThat(javac.generatedSources().get("desk/SwitchboardReceipts.java"))
        .contains("if (event.getClass() == Receipt.class) {");
    // A final class, a record, an enum: no other class has a route. Mood's ODD is a subclass.
    for (String noOtherRoute : List.of("Receipts", "Refunds", "Statuses")) {
      assertThat(javac.generatedSources().get("desk/Switchboard" + noOtherRoute + ".java"))
          .contains("return routes.unhandledHandler();");
    }
    assertThat(javac.generatedSources().get("desk/SwitchboardMoods.java"))
        .contains("if (event.getClass() == Mood.class) {");
    assertThat(javac.generatedSources().get("desk/SwitchboardMoods.java"))
        .contains("return routes.handlerFor(event);");
  }

  /**
   * Interceptors around handler classes, one of {@code Object} events, and a handler method, in an
   * exclusive and a broadcast dispatcher.
   */
  private static final String[][] INTERCEPTED = {
    {"mall/Placed.java", "package mall;\npublic final class Placed {}\n"},
    {"mall/Shipped.java", "package mall;\npublic class Shipped {}\n"},
    {
      "mall/Audit.java",
      "package mall;\npublic final class Audit implements dev.switchboard.Interceptor<Object> {\n"
          + "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {\n"
          + "    next.proceed(event);\n  }\n}\n"
    },
    {
      "mall/Orders.java",
      "package mall;\n@dev.switchboard.annotations.EventDispatcher(interceptors = Audit.class)\n"
          + "public interface Orders extends dev.switchboard.Dispatcher<Object> {}\n"
    },
    {
      "mall/Notices.java",
      "package mall;\n@dev.switchboard.annotations.EventDispatcher(interceptors = Audit.class, mode = "
          + "dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)\n"
          + "public interface Notices extends dev.switchboard.Dispatcher<Object> {}\n"
    },
    {
      "mall/OnPlaced.java",
      "package mall;\n@dev.switchboard.annotations.Handles(Placed.class)\n"
          + "public final class OnPlaced implements dev.switchboard.Handler<Placed> {\n"
          + "  @Override public void handle(Placed event) {}\n}\n"
    },
    {
      "mall/Everything.java",
      "package mall;\n@dev.switchboard.annotations.Handles(Object.class)\n"
          + "public final class Everything implements dev.switchboard.Handler<Object> {\n"
          + "  @Override public void handle(Object event) {}\n}\n"
    },
    {
      "mall/Projection.java",
      "package mall;\npublic final class Projection {\n"
          + "  @dev.switchboard.annotations.Handles public void on(Shipped event) {}\n}\n"
    },
  };

  @Test
  void interceptedHandlersCompileWithoutWarnings() {
    ModuleBuild.Outcome javac = withoutWarningsUnderJavacAndEcj(INTERCEPTED);
    assertThat(javac.generatedSources().get("mall/SwitchboardOrders.java"))
        .contains("((Projection) instance).on((Shipped) event);");
    assertThat(javac.generatedSources().get("mall/SwitchboardNotices.java"))
        .contains("((OnPlaced) instance).handle((Placed) event);");
    assertThat(javac.generatedSources().get("mall/SwitchboardOrders.java"))
        .contains("((Everything) instance).handle(event);");
  }

  private static final String[][] UNNAMED_PACKAGE = {
    {"Ping.java", "public class Ping {}\n"},
    {"Echo.java", "public final class Echo extends Ping {}\n"},
    {
      "OnPing.java",
      "@dev.switchboard.annotations.Handles(Ping.class)\n"
          + "public final class OnPing implements dev.switchboard.Handler<Ping> {\n"
          + "  @Override public void handle(Ping event) {}\n}\n"
    },
  };

  @Test
  void theUnnamedPackageGeneratesWhatJavacGenerates() {
    ModuleBuild.Outcome javac = build(Compilers.JAVAC, "javac", List.of(), UNNAMED_PACKAGE);
    ModuleBuild ecj = module(Compilers.ECJ, "ecj", List.of(), UNNAMED_PACKAGE);
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(ecj.outcome(result).generatedSources()).isEqualTo(javac.generatedSources());
  }

  /**
   * Compiles {@code files} under javac with {@code -Xlint:all} and under ecj with its default
   * warnings: neither warns, and both generate the same sources. Returns javac's outcome.
   */
  private ModuleBuild.Outcome withoutWarningsUnderJavacAndEcj(String[][] files) {
    ModuleBuild.Outcome javac =
        build(Compilers.JAVAC, "javac", List.of("-Xlint:all,-processing"), files);
    ModuleBuild ecj = module(Compilers.ECJ, "ecj", List.of(), files);
    Compilers.Result result = ecj.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("ecj's warnings: %s", result)
        .that(result.messages(Diagnostic.Kind.WARNING))
        .isEmpty();
    assertWithMessage("ecj's warnings: %s", result)
        .that(result.messages(Diagnostic.Kind.MANDATORY_WARNING))
        .isEmpty();
    assertThat(ecj.outcome(result).generatedSources()).isEqualTo(javac.generatedSources());
    return javac;
  }

  private ModuleBuild.Outcome build(Compilers compiler, String name, List<String> options) {
    return build(compiler, name, options, SHOP);
  }

  private ModuleBuild.Outcome build(
      Compilers compiler, String name, List<String> options, String[][] files) {
    ModuleBuild build = module(compiler, name, options, files);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.WARNING))
        .isEmpty();
    return build.outcome(result);
  }

  private ModuleBuild module(Compilers compiler, String name, List<String> options) {
    return module(compiler, name, options, SHOP);
  }

  private ModuleBuild module(
      Compilers compiler, String name, List<String> options, String[][] files) {
    ModuleBuild build = new ModuleBuild(directory.resolve(name), compiler, List.of(), options);
    for (String[] file : files) {
      build.write(file[0], file[1]);
    }
    return build;
  }

  private static List<String> generatedFileWarnings(Compilers.Result result, ModuleBuild build) {
    return result.diagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null)
        .filter(d -> Path.of(d.getSource().toUri()).startsWith(build.generated()))
        .map(d ->
            d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .toList();
  }
}
