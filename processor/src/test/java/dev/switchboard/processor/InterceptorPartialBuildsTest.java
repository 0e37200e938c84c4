package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
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
    ModuleBuild build = withEvents(new ModuleBuild(project.resolve("module"), compiler))
        .write("shop/Outer.java", interceptor("Outer"))
        .write("shop/Audit.java", interceptor("Audit"))
        .write("shop/Retry.java", interceptor("Retry"))
        .write("shop/Tracing.java", interceptor("Tracing"))
        .write("shop/Traced.java", binding("Tracing.class"))
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

    build.write("shop/Projection.java", projection("@Traced @Handles"));
    IncrementalBuildTest.step(build, clean, "bind again", "shop/Projection.java");
    build.write("shop/Traced.java", binding("Audit.class, Tracing.class"));
    IncrementalBuildTest.step(
        build, clean, "the binding's interceptors edited", "shop/Traced.java");
    build.write("shop/Traced.java", binding("Tracing.class"));
    IncrementalBuildTest.step(build, clean, "and back", "shop/Traced.java");
  }

  /**
   * Bindings that reach a handler through another annotation or from its superclass, edited in that
   * annotation's or superclass's file alone: the partial build generates what a clean build does.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void editingACarriedOrInheritedBindingAloneBuildsAsACleanBuild(Compilers compiler) {
    ModuleBuild build = withEvents(new ModuleBuild(project.resolve("module"), compiler))
        .write("shop/Audit.java", interceptor("Audit"))
        .write("shop/Tracing.java", interceptor("Tracing"))
        .write("shop/Traced.java", binding("Tracing.class"))
        .write("shop/Observed.java", carrier(""))
        .write("shop/Base.java", base(""))
        .write(
            "shop/Events.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.EventDispatcher",
                "public interface Events extends dev.switchboard.Dispatcher<OrderEvent> {}"))
        .write("shop/Projection.java", projection("@Observed @Handles"))
        .write(
            "shop/Stock.java",
            stock("", "")
                .replace("public final class Stock", "public final class Stock extends Base"));
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Path clean = project.resolve("clean");

    build.write("shop/Observed.java", carrier("@Traced"));
    IncrementalBuildTest.step(build, clean, "a binding put on an annotation", "shop/Observed.java");
    build.write("shop/Base.java", base("@Traced"));
    IncrementalBuildTest.step(build, clean, "an inherited binding", "shop/Base.java");
    build.write("shop/Traced.java", binding("Audit.class, Tracing.class"));
    IncrementalBuildTest.step(build, clean, "the carried binding edited", "shop/Traced.java");
    build.write("shop/Observed.java", carrier(""));
    IncrementalBuildTest.step(build, clean, "taken off the annotation", "shop/Observed.java");
    build.write("shop/Base.java", base(""));
    IncrementalBuildTest.step(build, clean, "and off the superclass", "shop/Base.java");
  }

  /** {@code build} with the shop's events written. */
  private static ModuleBuild withEvents(ModuleBuild build) {
    return build
        .write("shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}")
        .write(
            "shop/OrderPlaced.java",
            "package shop;\npublic final class OrderPlaced implements OrderEvent {}")
        .write(
            "shop/OrderShipped.java",
            "package shop;\npublic final class OrderShipped implements OrderEvent {}")
        .write(
            "shop/OrderCancelled.java",
            "package shop;\npublic final class OrderCancelled implements OrderEvent {}");
  }

  /** An annotation that is no binding, with {@code annotations} on it. */
  private static String carrier(String annotations) {
    return String.join("\n", "package shop;", annotations, "public @interface Observed {}");
  }

  /** The superclass of a handler class, with {@code annotations} on it. */
  private static String base(String annotations) {
    return String.join("\n", "package shop;", annotations, "public abstract class Base {}");
  }

  /** Binding annotation {@code Traced}, inherited, of {@code interceptors}. */
  private static String binding(String interceptors) {
    return String.join(
        "\n",
        "package shop;",
        "@dev.switchboard.annotations.InterceptorBinding({" + interceptors + "})",
        "@java.lang.annotation.Inherited",
        "public @interface Traced {}");
  }

  /**
   * The last interceptor of a dispatcher removed, then added again, recompiling only the handler's
   * file with every earlier class file kept, as javac run by hand or IntelliJ's builder does: the
   * class output is a clean build's, byte for byte, so intercepted handlers take no class file of
   * their own that the partial build would leave behind.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void removingTheLastInterceptorLeavesNoClassFileBehind(Compilers compiler) throws Exception {
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}");
    sources.put(
        "shop/OrderPlaced.java",
        "package shop;\npublic final class OrderPlaced implements OrderEvent {}");
    sources.put(
        "shop/OrderShipped.java",
        "package shop;\npublic final class OrderShipped implements OrderEvent {}");
    sources.put(
        "shop/OrderCancelled.java",
        "package shop;\npublic final class OrderCancelled implements OrderEvent {}");
    sources.put("shop/Audit.java", interceptor("Audit"));
    sources.put(
        "shop/Events.java",
        "package shop;\n@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface Events extends dev.switchboard.Dispatcher<OrderEvent> {}");
    sources.put("shop/Projection.java", projection("@Handles(interceptors = Audit.class)"));
    sources.put("shop/Stock.java", stock("", ""));
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    sources.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    for (String annotations : new String[] {"@Handles", "@Handles(interceptors = Audit.class)"}) {
      sources.put("shop/Projection.java", projection(annotations));
      build.write("shop/Projection.java", sources.get("shop/Projection.java"));
      Compilers.Result partial = build.compileKeepingGeneratedSources("shop/Projection.java");
      assertWithMessage("%s", partial).that(partial.success()).isTrue();

      ModuleBuild clean =
          new ModuleBuild(project.resolve("clean-" + annotations.length()), compiler);
      sources.forEach(clean::write);
      Compilers.Result cleanResult = clean.compileAll();
      assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
      assertWithMessage("class files after %s", annotations)
          .that(build.classOutput().keySet())
          .isEqualTo(clean.classOutput().keySet());
      assertThat(build.classOutput()).isEqualTo(clean.classOutput());
    }
  }
}
