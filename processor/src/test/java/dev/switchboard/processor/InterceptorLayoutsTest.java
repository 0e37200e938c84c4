package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interceptors in every layout of the generated class: a dispatcher large enough for nested classes
 * to hold its handlers, or for its constructor to take a function, builds the same chains, in the
 * same order, with the same {@code Invocation.handler()}, as a small one; exclusive and broadcast,
 * built by {@code create()} and by its constructor, under javac and ecj.
 */
class InterceptorLayoutsTest {

  /**
   * A program: {@code classes} handler classes of {@code methods} events each, and a class handler of
   * {@code manyRoutes} more events; {@code marker} shows in the generated source of its layout only,
   * {@code absent} in none of it.
   */
  enum Shape {
    ONE_CONSTRUCTOR(6, 5, 0, null, "routes0("),
    CHUNKED_ROUTES(6, 5, 300, "routes0(", "handlersOf0("),
    /** More handlers than a constructor takes parameters, in few classes. */
    NESTED_HANDLERS(60, 5, 0, "handlersOf0(", "handlersFrom0("),
    /** Few handlers, but more interceptors around them than one constructor builds. */
    NESTED_FOR_CHAINS(16, 5, 0, "handlersOf0(", "handlersFrom0("),
    /** More handler classes than a constructor takes parameters. */
    INSTANCES_FROM_FUNCTION(256, 1, 0, "handlersFrom0(", "handlersOf0("),
    /** Few enough handler classes, but not with the interceptor classes after them. */
    INSTANCES_FOR_INTERCEPTORS(251, 1, 0, "handlersFrom0(", "handlersOf0(");

    final int classes;
    final int methods;
    final int manyRoutes;
    final String marker;
    final String absent;

    Shape(int classes, int methods, int manyRoutes, String marker, String absent) {
      this.classes = classes;
      this.methods = methods;
      this.manyRoutes = manyRoutes;
      this.marker = marker;
      this.absent = absent;
    }

    boolean fromFunction() {
      return this == INSTANCES_FROM_FUNCTION || this == INSTANCES_FOR_INTERCEPTORS;
    }
  }

  static Stream<Arguments> cases() {
    List<Arguments> all = new ArrayList<>();
    for (Compilers compiler : Compilers.values()) {
      for (Shape shape : Shape.values()) {
        for (String mode : List.of("EXCLUSIVE", "BROADCAST")) {
          all.add(Arguments.of(compiler, shape, mode));
        }
      }
    }
    return all.stream();
  }

  @TempDir
  Path temporary;

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("cases")
  void everyLayoutRunsTheChainsOfASmallDispatcher(Compilers compiler, Shape shape, String mode)
      throws Exception {
    ModuleBuild build = new ModuleBuild(
        temporary.resolve("module"),
        compiler,
        List.of(),
        compiler == Compilers.JAVAC ? List.of("-Xlint:all") : List.of());
    Program program = new Program(shape, mode.equals("BROADCAST"));
    program.sources.forEach(build::write);
    Compilers.Result result = build.compileAll();
    assertWithMessage("%s", result).that(result.success()).isTrue();
    List<String> warnings = result.diagnostics().stream()
        .filter(d -> d.getKind() != Diagnostic.Kind.NOTE && d.getSource() != null)
        .filter(d -> Path.of(d.getSource().toUri()).startsWith(build.generated()))
        .map(d -> d.getLineNumber() + ": " + d.getMessage(Locale.ROOT))
        .toList();
    assertWithMessage("warnings in the generated source").that(warnings).isEmpty();
    String generated = Files.readString(build.generated().resolve("wide/SwitchboardEvents.java"));
    if (shape.marker != null) {
      assertThat(generated).contains(shape.marker);
    }
    assertThat(generated).doesNotContain(shape.absent);

    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {build.classes().toUri().toURL()}, getClass().getClassLoader())) {
      Class<?> dispatcherClass = loader.loadClass("wide.SwitchboardEvents");
      @SuppressWarnings("unchecked") // the class is a Dispatcher<Ev>
      List<String> log =
          (List<String>) loader.loadClass("wide.Log").getField("LINES").get(null);
      Object created = dispatcherClass.getMethod("create").invoke(null);
      program.assertRuns(loader, created, log, !program.broadcast || shape.classes < 10);
      Object constructed = construct(dispatcherClass, shape);
      program.assertRuns(loader, constructed, log, false);
      Object copy = dispatcherClass
          .getMethod("withDeadLetters", Handler.class)
          .invoke(constructed, (Handler<Object>) ignored -> {});
      program.assertRuns(loader, copy, log, false);
    }
  }

  /**
   * Thousands of chained handler methods, in as many classes (the constructor takes a function) or
   * in a hundred (nested classes fill the array from the instances), filling several nested classes,
   * and a few handlers of many interceptors each: every generated class stays within the JVM's 65,535 constants, and every
   * method under HotSpot's 8,000 bytes; the chains still run.
   */
  @ParameterizedTest(name = "{0} handlers in {1} classes, {2} interceptors each")
  @org.junit.jupiter.params.provider.CsvSource({
    "2100, 2100, 2, handlersFrom0(",
    "2100, 100, 2, handlersOf0(",
    "12, 12, 80, handlersOf0(",
    "4200, 100, 1, handlersOf0("
  })
  void chainsOfLargeDispatchersFitTheClassFileLimits(
      int handlers, int classes, int interceptors, String marker) throws Exception {
    List<javax.tools.JavaFileObject> sources = new ArrayList<>(List.of(
        Compilations.log("huge"),
        Compilations.source(
            "huge.Events",
            "package huge;",
            "@dev.switchboard.annotations.EventDispatcher(interceptors = I0.class)",
            "public interface Events extends dev.switchboard.Dispatcher<Object> {}")));
    List<String> own = new ArrayList<>();
    for (int i = 0; i < interceptors; i++) {
      sources.add(Compilations.source(
          "huge.I" + i,
          "package huge;",
          "public final class I" + i + " implements dev.switchboard.Interceptor<Object> {",
          "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {",
          "    Log.LINES.add(\"I" + i + " \" + next.handler());",
          "    next.proceed(event);",
          "  }",
          "}"));
      if (i > 0) {
        own.add("I" + i + ".class");
      }
    }
    List<List<String>> bodies = new ArrayList<>();
    for (int k = 0; k < classes; k++) {
      bodies.add(new ArrayList<>(List.of("package huge;", "public final class P" + k + " {")));
    }
    for (int i = 0; i < handlers; i++) {
      sources.add(
          Compilations.source("huge.E" + i, "package huge;", "public final class E" + i + " {}"));
      bodies
          .get(i % classes)
          .add("  @dev.switchboard.annotations.Handles(interceptors = {" + String.join(", ", own)
              + "}) public void on(E" + i + " event) { Log.LINES.add(\"E" + i + "\"); }");
    }
    for (int k = 0; k < classes; k++) {
      bodies.get(k).add("}");
      sources.add(Compilations.source("huge.P" + k, bodies.get(k).toArray(String[]::new)));
    }
    com.google.testing.compile.Compilation compilation =
        Compilations.compile(sources.toArray(javax.tools.JavaFileObject[]::new));

    com.google.testing.compile.CompilationSubject.assertThat(compilation)
        .succeededWithoutWarnings();
    String generated = Compilations.generatedSource(compilation, "huge.SwitchboardEvents");
    assertThat(generated).contains(marker);
    // Every chain is given one HandlerCalls: each method reference written makes a class of its
    // own.
    assertWithMessage("method references to callHandler")
        .that(generated.split("::callHandler", -1))
        .hasLength(2);
    int generatedClasses = 0;
    int directCallMethods = 0;
    for (javax.tools.JavaFileObject file : compilation.generatedFiles()) {
      String path = file.toUri().getPath();
      if (file.getKind() == javax.tools.JavaFileObject.Kind.CLASS
          && path.contains("/huge/SwitchboardEvents")) {
        generatedClasses++;
        try (java.io.InputStream in = file.openInputStream()) {
          MethodSizes sizes = MethodSizes.of(in.readAllBytes());
          assertWithMessage("constant-pool entries of %s", path)
              .that(sizes.constantPoolCount)
              .isLessThan(65_536);
          sizes.codeLengths.forEach(
              (method, length) -> assertWithMessage("bytecode bytes of %s.%s", path, method)
                  .that(length)
                  .isLessThan(8_000));
          // The path from a chain's last interceptor to the handler inlines whole.
          for (Map.Entry<String, Integer> method : sizes.codeLengths.entrySet()) {
            if (method.getKey().startsWith("callHandler")) {
              directCallMethods++;
              assertWithMessage("bytecode bytes of %s.%s", path, method.getKey())
                  .that(method.getValue())
                  .isAtMost(MethodSizes.FREQ_INLINE_SIZE);
            }
          }
        }
      }
    }
    assertThat(generatedClasses).isGreaterThan(1);
    assertThat(directCallMethods).isAtLeast(1);
    CompiledClasses loader = new CompiledClasses(compilation);
    @SuppressWarnings("unchecked") // the class is a Dispatcher<Object>
    Dispatcher<Object> events = (Dispatcher<Object>)
        loader.loadClass("huge.SwitchboardEvents").getMethod("create").invoke(null);
    @SuppressWarnings("unchecked") // Log.LINES
    List<String> log =
        (List<String>) loader.loadClass("huge.Log").getField("LINES").get(null);
    for (int i : new int[] {0, handlers / 2, handlers - 1}) {
      events.dispatch(loader.loadClass("huge.E" + i).getConstructor().newInstance());
      String descriptor = "huge.P" + (i % classes) + "#on(E" + i + ")";
      List<String> expected = new ArrayList<>();
      for (int j = 0; j < interceptors; j++) {
        expected.add("I" + j + " " + descriptor);
      }
      expected.add("E" + i);
      assertThat(log).isEqualTo(expected);
      log.clear();
    }
  }

  /**
   * The dispatcher built by its one constructor: from new instances, one parameter per class, or
   * from a function that it must ask once for each handler and interceptor class.
   */
  private static Object construct(Class<?> dispatcherClass, Shape shape) throws Exception {
    Constructor<?> constructor = dispatcherClass.getConstructors()[0];
    if (!shape.fromFunction()) {
      assertThat(constructor.getParameterTypes()).asList().containsNoDuplicates();
      Object[] instances = new Object[constructor.getParameterCount()];
      for (int i = 0; i < instances.length; i++) {
        instances[i] = constructor.getParameterTypes()[i].getConstructor().newInstance();
      }
      return constructor.newInstance(instances);
    }
    assertThat(constructor.getParameterTypes()).asList().containsExactly(Function.class);
    Map<Class<?>, Integer> asked = new HashMap<>();
    Function<Class<?>, Object> instances = type -> {
      asked.merge(type, 1, Integer::sum);
      try {
        return type.getConstructor().newInstance();
      } catch (ReflectiveOperationException e) {
        throw new AssertionError(e);
      }
    };
    Object built = constructor.newInstance(instances);
    assertThat(asked.keySet().stream().map(Class::getSimpleName))
        .containsAtLeast("Outer", "Watching", "ClassLevel", "Tracing", "H0", "H1");
    assertThat(asked.values().stream().distinct().toList()).containsExactly(1);
    return built;
  }

  /**
   * The sources of a program of {@code shape}, in package {@code wide}, and what each event makes
   * the interceptors and handlers log. Even events are {@code Wrapped}, which the dispatcher's
   * interceptor and that of its binding accept; handler class {@code H}k, k a multiple of 3, is a
   * handler class with interceptors of its own and a binding, whose methods handle the class's other
   * events; other classes have only handler methods, with a class binding when k is 1 modulo 3; the
   * methods numbered 1 modulo 4 in their class have interceptors and a binding of their own. So some
   * handlers have no chain, and in a class the first handler's chain or its absence does not say
   * those of the others.
   */
  static final class Program {
    final Map<String, String> sources = new LinkedHashMap<>();
    /** What each event, by class name, makes them log, in order. */
    final Map<String, List<String>> expected = new LinkedHashMap<>();

    final boolean broadcast;

    Program(Shape shape, boolean broadcast) {
      this.broadcast = broadcast;
      copy("Log", Compilations.log("wide"));
      source("Ev", "public interface Ev {}");
      source("Wrapped", "public interface Wrapped extends Ev {}");
      copy("Logging", InterceptorsTest.LOGGING);
      for (String name : List.of("ClassLevel", "MethodLevel", "Tracing", "Metering")) {
        source(name, "public final class " + name + " extends Logging {}");
      }
      // Outer is also a handler: the dispatcher holds one instance of it, for both.
      source("Special", "public final class Special implements Ev {}");
      expected.put("Special", new ArrayList<>(List.of("Outer(Special)")));
      for (String name : List.of("Outer", "Watching")) {
        source(
            name,
            String.join(
                "\n",
                List.of(
                    "import dev.switchboard.Interceptor;",
                    "import dev.switchboard.Invocation;",
                    "public final class " + name + " implements Interceptor<Wrapped> {",
                    name.equals("Outer")
                        ? "  @dev.switchboard.annotations.Handles public void on(Special event) {"
                            + " Log.LINES.add(\"Outer(Special)\"); }"
                        : "",
                    "  @Override public void intercept(Wrapped event, Invocation<Wrapped> next) {",
                    "    Log.LINES.add(\"" + name + " \" + next.handler());",
                    "    next.proceed(event);",
                    "  }",
                    "}")));
      }
      binding("Watched", "Watching");
      binding("Traced", "Tracing");
      binding("Metered", "Metering");
      source(
          "Events",
          String.join(
              "\n",
              List.of(
                  "import dev.switchboard.Dispatcher;",
                  "import dev.switchboard.annotations.EventDispatcher;",
                  "@EventDispatcher(mode = EventDispatcher.Mode."
                      + (broadcast ? "BROADCAST" : "EXCLUSIVE") + ", interceptors = Outer.class)",
                  "@Watched",
                  "public interface Events extends Dispatcher<Ev> {}")));
      for (int k = 0; k < shape.classes; k++) {
        handlerClass(k, shape.methods);
      }
      if (shape.manyRoutes > 0) {
        List<String> handled = new ArrayList<>();
        for (int i = 0; i < shape.manyRoutes; i++) {
          source("X" + i, "public final class X" + i + " implements Ev {}");
          handled.add("X" + i + ".class");
          expected.put(
              "X" + i, new ArrayList<>(List.of("ClassLevel wide.Many", "Many(X" + i + ")")));
        }
        source(
            "Many",
            String.join(
                "\n",
                List.of(
                    "import dev.switchboard.Handler;",
                    "import dev.switchboard.annotations.Handles;",
                    "@Handles(value = {" + String.join(", ", handled)
                        + "}, interceptors = ClassLevel.class)",
                    "public final class Many implements Handler<Ev> {",
                    "  @Override public void handle(Ev event) {",
                    "    Log.LINES.add(\"Many(\" + event.getClass().getSimpleName() + \")\");",
                    "  }",
                    "}")));
      }
      if (broadcast) {
        // Runs after every other handler of every event, in a chain of its own.
        source(
            "All",
            String.join(
                "\n",
                List.of(
                    "import dev.switchboard.annotations.Handles;",
                    "public final class All {",
                    "  @Handles(priority = -1, interceptors = MethodLevel.class)",
                    "  public void all(Ev event) { Log.LINES.add(\"All\"); }",
                    "}")));
        expected
            .values()
            .forEach(lines -> lines.addAll(List.of("MethodLevel wide.All#all(Ev)", "All")));
      }
    }

    /** The source {@code file} of another test, moved to package {@code wide}. */
    private void copy(String name, javax.tools.JavaFileObject file) {
      try {
        sources.put(
            "wide/" + name + ".java",
            file.getCharContent(false).toString().replace("package shop;", "package wide;"));
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }

    private void source(String name, String text) {
      sources.put("wide/" + name + ".java", "package wide;\n" + text + "\n");
    }

    private void binding(String name, String interceptor) {
      source(
          name,
          String.join(
              "\n",
              List.of(
                  "import dev.switchboard.annotations.InterceptorBinding;",
                  "import java.lang.annotation.Retention;",
                  "import java.lang.annotation.RetentionPolicy;",
                  "@InterceptorBinding(" + interceptor + ".class)",
                  "@Retention(RetentionPolicy.CLASS)",
                  "public @interface " + name + " {}")));
    }

    private void handlerClass(int k, int methods) {
      boolean handlerClass = k % 3 == 0;
      boolean traced = k % 3 != 2;
      String name = "H" + k;
      List<String> lines = new ArrayList<>(List.of(
          "import dev.switchboard.Handler;", "import dev.switchboard.annotations.Handles;"));
      if (handlerClass) {
        lines.add(
            "@Handles(value = E" + (k * methods) + ".class, interceptors = ClassLevel.class)");
      }
      if (traced) {
        lines.add("@Traced");
      }
      lines.add("public final class " + name
          + (handlerClass ? " implements Handler<E" + (k * methods) + ">" : "") + " {");
      for (int j = 0; j < methods; j++) {
        int e = k * methods + j;
        String event = "E" + e;
        source(
            event,
            "public final class " + event + " implements " + (e % 2 == 0 ? "Wrapped" : "Ev")
                + " {}");
        boolean method = !(handlerClass && j == 0);
        boolean own = method && j % 4 == 1;
        String descriptor = method ? "wide." + name + "#on(" + event + ")" : "wide." + name;
        String body = method ? name + ".on(" + event + ")" : name + "(" + event + ")";
        if (!method) {
          lines.add("  @Override public void handle(" + event + " event) { Log.LINES.add(\"" + body
              + "\"); }");
        } else {
          lines.add(own ? "  @Handles(interceptors = MethodLevel.class) @Metered" : "  @Handles");
          lines.add("  public void on(" + event + " event) { Log.LINES.add(\"" + body + "\"); }");
        }
        List<String> log = new ArrayList<>();
        if (e % 2 == 0) {
          log.add("Outer " + descriptor);
          log.add("Watching " + descriptor);
        }
        if (handlerClass) {
          log.add("ClassLevel " + descriptor);
        }
        if (own) {
          log.add("MethodLevel " + descriptor);
        }
        if (traced) {
          log.add("Tracing " + descriptor);
        }
        if (own) {
          log.add("Metering " + descriptor);
        }
        log.add(body);
        expected.put(event, log);
      }
      lines.add("}");
      source(name, String.join("\n", lines));
    }

    /**
     * Asserts that each event, dispatched as the root type, through its typed method when there is
     * one, and handed to {@code handlerFor}'s handler, makes the chains log what they should; with
     * {@code typedToo}, that there are typed methods (not for a large broadcast).
     */
    void assertRuns(ClassLoader loader, Object dispatcher, List<String> log, boolean typedToo)
        throws Exception {
      @SuppressWarnings("unchecked") // the generated class implements Dispatcher<Ev>
      Dispatcher<Object> events = (Dispatcher<Object>) dispatcher;
      int typed = 0;
      for (Map.Entry<String, List<String>> each : expected.entrySet()) {
        Object event =
            loader.loadClass("wide." + each.getKey()).getConstructor().newInstance();
        log.clear();
        events.dispatch(event);
        assertWithMessage("dispatch(%s)", each.getKey()).that(log).isEqualTo(each.getValue());
        log.clear();
        events.handlerFor(event).handle(event);
        assertWithMessage("handlerFor(%s)", each.getKey()).that(log).isEqualTo(each.getValue());
        if (typedToo) {
          Method method;
          try {
            method = dispatcher.getClass().getMethod("dispatch", event.getClass());
          } catch (NoSuchMethodException e) {
            continue;
          }
          typed++;
          log.clear();
          method.invoke(dispatcher, event);
          assertWithMessage("typed dispatch(%s)", each.getKey())
              .that(log)
              .isEqualTo(each.getValue());
        }
      }
      if (typedToo) {
        assertThat(typed).isGreaterThan(0);
      }
    }
  }
}
