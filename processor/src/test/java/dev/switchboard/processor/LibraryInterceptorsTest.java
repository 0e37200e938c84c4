package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A library's handlers keep their interceptors in the application that routes them: the {@code
 * interceptors} of their {@code @Handles} and their binding annotations, read from the library's
 * class files, run inside the application dispatcher's own, under javac and ecj.
 */
class LibraryInterceptorsTest {
  @TempDir
  Path temporary;

  private static String interceptor(String packageName, String name) {
    return String.join(
        "\n",
        "package " + packageName + ";",
        "import dev.switchboard.Interceptor;",
        "import dev.switchboard.Invocation;",
        "public final class " + name + " implements Interceptor<Object> {",
        "  @Override public void intercept(Object event, Invocation<Object> next) {",
        "    com.acme.lib.Log.LINES.add(\"" + name + " \" + next.handler());",
        "    next.proceed(event);",
        "  }",
        "}");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void applicationDispatcherRunsTheInterceptorsOfLibraryHandlers(Compilers compiler)
      throws Exception {
    ModuleBuild library = new ModuleBuild(
            temporary.resolve("library"),
            compiler,
            List.of(),
            List.of("-Aswitchboard.library=com.acme.lib.LibIndex"))
        .write(
            "com/acme/lib/Log.java",
            String.join(
                "\n",
                "package com.acme.lib;",
                "public final class Log {",
                "  public static final java.util.List<String> LINES = new java.util.ArrayList<>();",
                "}"))
        .write("com/acme/lib/Placed.java", "package com.acme.lib;\npublic final class Placed {}")
        .write("com/acme/lib/Shipped.java", "package com.acme.lib;\npublic final class Shipped {}")
        .write("com/acme/lib/Audit.java", interceptor("com.acme.lib", "Audit"))
        .write("com/acme/lib/Tracing.java", interceptor("com.acme.lib", "Tracing"))
        .write(
            "com/acme/lib/Traced.java",
            String.join(
                "\n",
                "package com.acme.lib;",
                "@dev.switchboard.annotations.InterceptorBinding(Tracing.class)",
                "public @interface Traced {}"))
        .write(
            "com/acme/lib/Projection.java",
            String.join(
                "\n",
                "package com.acme.lib;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Projection {",
                "  @Handles(interceptors = Audit.class) @Traced",
                "  public void on(Placed event) { Log.LINES.add(\"Projection\"); }",
                "}"))
        .write(
            "com/acme/lib/Shipper.java",
            String.join(
                "\n",
                "package com.acme.lib;",
                "import dev.switchboard.annotations.Handles;",
                "@Handles(value = Shipped.class, interceptors = Audit.class)",
                "@Traced",
                "public final class Shipper implements dev.switchboard.Handler<Shipped> {",
                "  @Override public void handle(Shipped event) { Log.LINES.add(\"Shipper\"); }",
                "}"));
    Compilers.Result built = library.compileAll();
    assertWithMessage("%s", built).that(built.success()).isTrue();

    ModuleBuild application = new ModuleBuild(
            temporary.resolve("application"), compiler, List.of(library.classes()), List.of())
        .write("app/Outer.java", interceptor("app", "Outer"))
        .write(
            "app/AppEvents.java",
            String.join(
                "\n",
                "package app;",
                "@dev.switchboard.annotations.EventDispatcher(interceptors = Outer.class)",
                "public interface AppEvents extends dev.switchboard.Dispatcher<Object> {}"))
        .write(
            "app/Scenario.java",
            String.join(
                "\n",
                "package app;",
                "import com.acme.lib.Log;",
                "public final class Scenario {",
                "  public static java.util.List<String> run() {",
                "    SwitchboardAppEvents events = SwitchboardAppEvents.create();",
                "    events.dispatch(new com.acme.lib.Placed());",
                "    events.dispatch(new com.acme.lib.Shipped());",
                "    return Log.LINES;",
                "  }",
                "}"));
    Compilers.Result result = application.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();

    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {
          application.classes().toUri().toURL(), library.classes().toUri().toURL()
        },
        getClass().getClassLoader())) {
      assertThat(loader.loadClass("app.Scenario").getMethod("run").invoke(null))
          .isEqualTo(List.of(
              "Outer com.acme.lib.Projection#on(Placed)",
              "Audit com.acme.lib.Projection#on(Placed)",
              "Tracing com.acme.lib.Projection#on(Placed)",
              "Projection",
              "Outer com.acme.lib.Shipper",
              "Audit com.acme.lib.Shipper",
              "Tracing com.acme.lib.Shipper",
              "Shipper"));
    }
  }
}
