package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Interceptor classes that another annotation processor generates in a later round: the class
 * literals that name them are no types in the first round, and the dispatcher waits for them by
 * name, then runs them as it would hand-written ones, under javac and ecj.
 */
class InterceptorRoundsTest {
  private static final Map<String, String> GENERATED_INTERCEPTORS = Map.of(
      "shop.generated.Audit", interceptor("Audit"), "shop.generated.Outer", interceptor("Outer"));

  private static String interceptor(String name) {
    return String.join(
        "\n",
        "package shop.generated;",
        "import dev.switchboard.Interceptor;",
        "import dev.switchboard.Invocation;",
        "public final class " + name + " implements Interceptor<Object> {",
        "  @Override public void intercept(Object event, Invocation<Object> next) {",
        "    shop.Log.LINES.add(\"" + name + " \" + next.handler());",
        "    next.proceed(event);",
        "  }",
        "}",
        "");
  }

  private static final String LOG = String.join(
      "\n",
      "package shop;",
      "public final class Log {",
      "  public static final java.util.List<String> LINES = new java.util.ArrayList<>();",
      "}");

  @TempDir
  Path temporary;

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void interceptorsGeneratedInRoundTwoAreWaitedForAndRun(Compilers compiler) throws Exception {
    ModuleBuild build = withGenerator(compiler, GENERATED_INTERCEPTORS)
        .write("shop/Log.java", LOG)
        .write("shop/Placed.java", "package shop;\npublic final class Placed {}\n")
        .write(
            "shop/Events.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.EventDispatcher;",
                "import shop.generated.Outer;",
                "@EventDispatcher(interceptors = Outer.class)",
                "public interface Events extends dev.switchboard.Dispatcher<Object> {}"))
        .write(
            "shop/Projection.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "import shop.generated.Audit;",
                "public final class Projection {",
                "  @Handles(interceptors = Audit.class)",
                "  public void on(Placed event) { Log.LINES.add(\"on\"); }",
                "}"))
        .write(
            "shop/Scenario.java",
            String.join(
                "\n",
                "package shop;",
                "public final class Scenario {",
                "  public static java.util.List<String> run() {",
                "    SwitchboardEvents.create().dispatch(new Placed());",
                "    return Log.LINES;",
                "  }",
                "}"));

    Compilers.Result result = build.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(result.messages(javax.tools.Diagnostic.Kind.WARNING))
        .isEmpty();
    assertThat(Files.readString(build.generated().resolve("shop/SwitchboardEvents.java")))
        .contains("Audit audit");
    assertThat(scenarioRun(build))
        .isEqualTo(
            List.of("Outer shop.Projection#on(Placed)", "Audit shop.Projection#on(Placed)", "on"));
  }

  /**
   * Binding annotations that another processor generates in a later round, on the dispatcher, on a
   * handler method, on an annotation of the user's and, inherited, on a handler's superclass: javac
   * leaves them out of the elements until then; the dispatcher waits for them by name, then runs
   * their interceptors.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void bindingsGeneratedInRoundTwoAreWaitedForAndRun(Compilers compiler) throws Exception {
    ModuleBuild build = withGenerator(
            compiler,
            Map.of(
                "shop.generated.Traced",
                generatedBinding("Traced", "shop.Audit"),
                "shop.generated.Everywhere",
                generatedBinding("Everywhere", "shop.Outer"),
                "shop.generated.Inheriting",
                generatedBinding("Inheriting", "shop.Inner")
                    .replace(
                        "public @interface", "@java.lang.annotation.Inherited public @interface")))
        .write("shop/Log.java", LOG)
        .write(
            "shop/Audit.java",
            interceptor("Audit").replace("package shop.generated;", "package shop;"))
        .write(
            "shop/Outer.java",
            interceptor("Outer").replace("package shop.generated;", "package shop;"))
        .write(
            "shop/Inner.java",
            interceptor("Inner").replace("package shop.generated;", "package shop;"))
        .write(
            "shop/Base.java",
            "package shop;\n@shop.generated.Inheriting\npublic abstract class Base {}\n")
        .write("shop/Cancelled.java", "package shop;\npublic final class Cancelled {}\n")
        .write(
            "shop/Cancellations.java",
            String.join(
                "\n",
                "package shop;",
                "public final class Cancellations extends Base {",
                "  @dev.switchboard.annotations.Handles",
                "  public void on(Cancelled event) { Log.LINES.add(\"cancelled\"); }",
                "}"))
        .write("shop/Placed.java", "package shop;\npublic final class Placed {}\n")
        .write("shop/Shipped.java", "package shop;\npublic final class Shipped {}\n")
        .write(
            "shop/Observed.java",
            "package shop;\n@shop.generated.Traced\npublic @interface Observed {}\n")
        .write(
            "shop/Events.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.EventDispatcher",
                "@shop.generated.Everywhere",
                "public interface Events extends dev.switchboard.Dispatcher<Object> {}"))
        .write(
            "shop/Projection.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "import shop.generated.Traced;",
                "public final class Projection extends Base {",
                "  @Traced @Handles public void on(Placed event) { Log.LINES.add(\"placed\"); }",
                "  @Observed @Handles public void on(Shipped event) { Log.LINES.add(\"shipped\"); }",
                "}"))
        .write(
            "shop/Scenario.java",
            String.join(
                "\n",
                "package shop;",
                "public final class Scenario {",
                "  public static java.util.List<String> run() {",
                "    Events events = SwitchboardEvents.create();",
                "    events.dispatch(new Placed());",
                "    events.dispatch(new Shipped());",
                "    events.dispatch(new Cancelled());",
                "    return Log.LINES;",
                "  }",
                "}"));

    Compilers.Result result = build.compileAll();

    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertThat(scenarioRun(build))
        .isEqualTo(List.of(
            "Outer shop.Projection#on(Placed)",
            "Inner shop.Projection#on(Placed)",
            "Audit shop.Projection#on(Placed)",
            "placed",
            "Outer shop.Projection#on(Shipped)",
            "Inner shop.Projection#on(Shipped)",
            "Audit shop.Projection#on(Shipped)",
            "shipped",
            "Outer shop.Cancellations#on(Cancelled)",
            "Inner shop.Cancellations#on(Cancelled)",
            "cancelled"));
  }

  private static String generatedBinding(String name, String interceptor) {
    return String.join(
        "\n",
        "package shop.generated;",
        "@dev.switchboard.annotations.InterceptorBinding(" + interceptor + ".class)",
        "public @interface " + name + " {}",
        "");
  }

  /** A module built by Switchboard beside a processor that writes {@code generated} in round one. */
  private ModuleBuild withGenerator(Compilers compiler, Map<String, String> generated) {
    return new ModuleBuild(
        temporary.resolve(compiler.name()),
        compiler,
        List.of(),
        List.of(),
        () -> List.of(new SwitchboardProcessor(), RoundsTest.generatesInFirstRound(generated)));
  }

  /** What {@code shop.Scenario.run()} of the built module returns. */
  private Object scenarioRun(ModuleBuild build) throws Exception {
    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {build.classes().toUri().toURL()}, getClass().getClassLoader())) {
      return loader.loadClass("shop.Scenario").getMethod("run").invoke(null);
    }
  }
}
