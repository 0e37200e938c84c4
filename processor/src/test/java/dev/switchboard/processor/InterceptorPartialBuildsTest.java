package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Interceptors added to, reordered on and removed from one handler, recompiling only that handler's
 * file as an IDE or an incremental build does: each partial build generates what a clean build of the
 * same sources does, under javac and ecj.
 */
class InterceptorPartialBuildsTest {
  @TempDir
  Path project;

  private static String interceptor(String name) {
    return String.join(
        "\n",
        "package shop;",
        "import dev.switchboard.Interceptor;",
        "import dev.switchboard.Invocation;",
        "public final class " + name + " implements Interceptor<Object> {",
        "  @Override public void intercept(Object event, Invocation<Object> next) {",
        "    next.proceed(event);",
        "  }",
        "}");
  }

  private static String projection(String annotations) {
    return String.join(
        "\n",
        "package shop;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Projection {",
        "  " + annotations,
        "  public void on(OrderPlaced event) {}",
        "  @Handles public void on(OrderShipped event) {}",
        "}");
  }

  private static String stock(String interceptors, String annotations) {
    return String.join(
        "\n",
        "package shop;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(value = OrderCancelled.class" + interceptors + ")",
        annotations,
        "public final class Stock implements dev.switchboard.Handler<OrderCancelled> {",
        "  @Override public void handle(OrderCancelled event) {}",
        "}");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void editingTheInterceptorsOfOneHandlerAloneBuildsAsACleanBuild(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler)
        .write("shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}")
        .write(
            "shop/OrderPlaced.java",
            "package shop;\npublic final class OrderPlaced implements OrderEvent {}")
        .write(
            "shop/OrderShipped.java",
            "package shop;\npublic final class OrderShipped implements OrderEvent {}")
        .write(
            "shop/OrderCancelled.java",
            "package shop;\npublic final class OrderCancelled implements OrderEvent {}")
        .write("shop/Outer.java", interceptor("Outer"))
        .write("shop/Audit.java", interceptor("Audit"))
        .write("shop/Retry.java", interceptor("Retry"))
        .write("shop/Tracing.java", interceptor("Tracing"))
        .write(
            "shop/Traced.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.InterceptorBinding(Tracing.class)",
                "public @interface Traced {}"))
        .write(
            "shop/Events.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.EventDispatcher(interceptors = Outer.class)",
                "public interface Events extends dev.switchboard.Dispatcher<OrderEvent> {}"))
        .write("shop/Projection.java", projection("@Handles"))
        .write("shop/Stock.java", stock("", ""));
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Path clean = project.resolve("clean");

    build.write("shop/Projection.java", projection("@Handles(interceptors = Audit.class)"));
    IncrementalBuildTest.step(build, clean, "add an interceptor", "shop/Projection.java");
    build.write(
        "shop/Projection.java", projection("@Handles(interceptors = {Audit.class, Retry.class})"));
    IncrementalBuildTest.step(build, clean, "add a second", "shop/Projection.java");
    build.write(
        "shop/Projection.java", projection("@Handles(interceptors = {Retry.class, Audit.class})"));
    IncrementalBuildTest.step(build, clean, "reorder them", "shop/Projection.java");
    build.write(
        "shop/Projection.java",
        projection("@Traced @Handles(interceptors = {Retry.class, Audit.class})"));
    IncrementalBuildTest.step(build, clean, "add a binding", "shop/Projection.java");
    build.write("shop/Projection.java", projection("@Handles(interceptors = Retry.class)"));
    IncrementalBuildTest.step(
        build, clean, "remove the binding and an interceptor", "shop/Projection.java");
    build.write("shop/Projection.java", projection("@Handles"));
    IncrementalBuildTest.step(build, clean, "remove the last", "shop/Projection.java");

    build.write("shop/Stock.java", stock(", interceptors = Audit.class", "@Traced"));
    IncrementalBuildTest.step(build, clean, "intercept a handler class", "shop/Stock.java");
    build.write("shop/Stock.java", stock(", interceptors = {Retry.class, Audit.class}", ""));
    IncrementalBuildTest.step(
        build, clean, "its interceptors changed, its binding removed", "shop/Stock.java");
    build.write("shop/Stock.java", stock("", ""));
    IncrementalBuildTest.step(build, clean, "none again", "shop/Stock.java");
  }
}
