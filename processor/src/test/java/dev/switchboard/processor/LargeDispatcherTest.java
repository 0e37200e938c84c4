package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.processor.resolution.TypedOverloads;
import dev.switchboard.processor.writing.RouteTableJavadoc;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Dispatchers of thousands of handlers: the generated class must stay within what the JVM loads
 * (64 KiB per method, 65,535 constant-pool entries) and what HotSpot compiles (8,000 bytes of
 * bytecode per method, its {@code HugeMethodLimit}; a larger method is never JIT-compiled).
 */
class LargeDispatcherTest {
  private static final int HUGE_METHOD_LIMIT = 8000;

  @Test
  void tenThousandHandlersFitEveryMethodUnderTheJitLimit() throws Exception {
    Compilation compilation = compile(handlers(10_000, "big"));

    assertThat(compilation).succeededWithoutWarnings();
    Map<String, MethodSizes> classes = dispatcherClasses(compilation, "big.SwitchboardDispatcher");
    assertThat(classes.get("big.SwitchboardDispatcher").codeLengths)
        .containsKey("create()Lbig/SwitchboardDispatcher;");
    assertThat(classes).containsKey("big.SwitchboardDispatcher$Cases39");
    assertThat(classes).containsKey("big.SwitchboardDispatcher$Routes2");
    assertWithinClassFileLimits(classes);
    assertDispatchPathInlinable(classes);
    assertThat(classes.get("big.SwitchboardDispatcher").codeLengths)
        .containsKey("cases4096To8191(ILjava/lang/Object;)V");

    // Past 1,024 routes no typed methods: javac's cost grows with the square of their number.
    assertThat(classes.get("big.SwitchboardDispatcher").codeLengths)
        .doesNotContainKey("dispatch(Lbig/E9999;)V");

    ClassLoader loader = new CompiledClasses(compilation);
    Class<?> generated = loader.loadClass("big.SwitchboardDispatcher");
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    for (int i : new int[] {0, 255, 256, 9_999}) {
      dispatch(created, loader.loadClass("big.E" + i).getConstructor().newInstance());
      assertThat(loader.loadClass("big.H" + i).getField("handled").get(null)).isEqualTo(1);
    }
  }

  /**
   * Calls the typed {@code dispatch(Ei)} of each {@code i} of {@code typed}, through reflection on the
   * parameter type {@code Ei}, and checks that {@code Hi}, and no other handler, counted it.
   */
  private static void assertTypedCallsRunTheirHandlerAlone(
      Class<?> generated,
      Dispatcher<?> dispatcher,
      ClassLoader loader,
      String packageName,
      int handlers,
      int[] typed,
      int handledBefore)
      throws Exception {
    int[] counts = new int[handlers];
    for (int i = 0; i < handlers; i++) {
      counts[i] =
          (int) loader.loadClass(packageName + ".H" + i).getField("handled").get(null);
    }
    for (int i : typed) {
      Class<?> event = loader.loadClass(packageName + ".E" + i);
      generated
          .getMethod("dispatch", event)
          .invoke(dispatcher, event.getConstructor().newInstance());
      counts[i]++;
      assertThat(counts[i]).isEqualTo(handledBefore + 1);
    }
    for (int i = 0; i < handlers; i++) {
      assertWithMessage("events handled by H%s", i)
          .that(loader.loadClass(packageName + ".H" + i).getField("handled").get(null))
          .isEqualTo(counts[i]);
    }
  }

  /**
   * Event types of every kind (set {@code -Dswitchboard.largeEventTypes}; 1,000 in the default build,
   * which the test of 10,000 handlers above complements; the {@code large-dispatchers} profile runs
   * 50,000): one class file used to hold every route, and about 17,000 event types passed the JVM's
   * 65,535 constants ({@code too many constants}). Now the route tables are split over nested
   * classes, and every class of the dispatcher stays within the limits, every method under the JIT's.
   */
  @Test
  void manyEventTypesOfEveryKindSplitTheTablesOverNestedClasses() throws Exception {
    int types = Integer.getInteger("switchboard.largeEventTypes", 1_000);
    JavaFileObject[] sources = eventGroups(types / EventGroup.TYPES, "types");
    long start = System.nanoTime();
    Compilation compilation = compile(sources);
    long millis = (System.nanoTime() - start) / 1_000_000;

    assertThat(compilation).succeededWithoutWarnings();
    Map<String, MethodSizes> classes =
        dispatcherClasses(compilation, "types.SwitchboardDispatcher");
    assertWithinClassFileLimits(classes);
    assertDispatchPathInlinable(classes);
    assertThat(classes).containsKey("types.SwitchboardDispatcher$Routes" + (types - 1) / 4_096);
    System.out.printf(
        "%,d event types: compiled in %,d ms; %,d classes; largest method %,d bytes; "
            + "largest constant pool %,d entries%n",
        types,
        millis,
        classes.size(),
        classes.values().stream()
            .flatMap(c -> c.codeLengths.values().stream())
            .mapToInt(Integer::intValue)
            .max()
            .orElse(0),
        classes.values().stream().mapToInt(c -> c.constantPoolCount).max().orElse(0));

    ClassLoader loader = new CompiledClasses(compilation);
    Dispatcher<?> dispatcher = (Dispatcher<?>)
        loader.loadClass("types.SwitchboardDispatcher").getMethod("create").invoke(null);
    int last = types / EventGroup.TYPES - 1;
    for (String event : List.of("G0$A", "G0$D", "G" + last + "$R2", "G" + last + "$F")) {
      dispatch(
          dispatcher,
          loader
              .loadClass("types." + event)
              .getConstructors()[0]
              .newInstance(
                  loader.loadClass("types." + event).getConstructors()[0].getParameterCount() == 0
                      ? new Object[0]
                      : new Object[] {7}));
    }
    dispatch(dispatcher, loader.loadClass("types.G" + last + "$E").getEnumConstants()[0]);
    assertThat(loader.loadClass("types.G0$H").getField("handled").get(null)).isEqualTo(2);
    assertThat(loader.loadClass("types.G" + last + "$H").getField("handled").get(null))
        .isEqualTo(3);
  }

  /**
   * Between the 16 cases one inlinable switch holds and the 254 handlers of a constructor, the
   * dispatcher keeps its handlers in fields and its cases in a tree of private methods.
   */
  @Test
  void twoHundredHandlersDispatchThroughATreeOfInlinableMethods() throws Exception {
    JavaFileObject[] sources = handlers(200, "mid");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);
    Map<String, MethodSizes> classes = dispatcherClasses(compilation, "mid.SwitchboardDispatcher");
    assertThat(classes.keySet()).containsExactly("mid.SwitchboardDispatcher");
    assertThat(classes.get("mid.SwitchboardDispatcher").codeLengths)
        .containsKey("cases192To207(ILjava/lang/Object;)V");
    assertDispatchPathInlinable(classes);

    ClassLoader loader = new CompiledClasses(compilation);
    Dispatcher<?> created = (Dispatcher<?>)
        loader.loadClass("mid.SwitchboardDispatcher").getMethod("create").invoke(null);
    for (int i = 0; i < 200; i++) {
      dispatch(created, loader.loadClass("mid.E" + i).getConstructor().newInstance());
    }
    for (int i = 0; i < 200; i++) {
      assertWithMessage("events handled by H%s", i)
          .that(loader.loadClass("mid.H" + i).getField("handled").get(null))
          .isEqualTo(1);
    }
  }

  @Test
  void manyHandlersAreTakenFromAFunctionAndRoutedLikeFewOnes() throws Exception {
    JavaFileObject[] sources = handlers(300, "many");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "many.SwitchboardDispatcher"))
        .contains("public SwitchboardDispatcher(Function<? super Class<?>, ?> instances) {");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);

    ClassLoader loader = new CompiledClasses(compilation);
    Map<Class<?>, Object> instances = newInstances(loader, "many.H", 300);
    Class<?> generated = loader.loadClass("many.SwitchboardDispatcher");
    Dispatcher<?> fromFunction = fromFunction(generated, instances);
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    for (int i : new int[] {0, 1, 255, 256, 299}) {
      Object event = loader.loadClass("many.E" + i).getConstructor().newInstance();
      assertThat(handlerFor(fromFunction, event))
          .isSameInstanceAs(instances.get(loader.loadClass("many.H" + i)));
      assertThat(handlerFor(created, event).getClass().getName()).isEqualTo("many.H" + i);
    }
    // The typed methods reach the very instances the function returned, in both nested classes of
    // cases.
    assertTypedCallsRunTheirHandlerAlone(
        generated, fromFunction, loader, "many", 300, new int[] {0, 255, 256, 299}, 0);
    // One constructor, the function's, which withDeadLetters gives the instances the function gave.
    OneConstructorTest.assertCopyHasTheSameHandlers(loader, fromFunction, "many.E0", "many.E299");
    OneConstructorTest.assertCopyHasTheSameHandlers(loader, created, "many.E0", "many.E299");
  }

  /**
   * Handler methods, each in a class of its own, past the 4,096 handlers a nested class of the
   * handler array holds when they are handler classes: a method's entry (a lambda and a method
   * reference) takes about four times the constants, and 4,200 of them did not compile ({@code too
   * many constants}). Both ways of building the dispatcher fill the array: {@code create()} and the
   * function from handler class to instance.
   */
  @Test
  void manyHandlerMethodsOfAsManyClassesFitTheConstantPool() throws Exception {
    int n = 4_200;
    Compilation compilation = compile(handlerMethods(n, "methods"));

    assertThat(compilation).succeededWithoutWarnings();
    Map<String, MethodSizes> classes =
        dispatcherClasses(compilation, "methods.SwitchboardDispatcher");
    assertWithinClassFileLimits(classes);
    assertThat(classes).containsKey("methods.SwitchboardDispatcher$HandlersFrom4");

    ClassLoader loader = new CompiledClasses(compilation);
    Map<Class<?>, Object> instances = newInstances(loader, "methods.P", n);
    Class<?> generated = loader.loadClass("methods.SwitchboardDispatcher");
    Dispatcher<?> fromFunction = fromFunction(generated, instances);
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    for (int i : new int[] {0, 1_023, 1_024, n - 1}) {
      Class<?> projection = loader.loadClass("methods.P" + i);
      Object event = loader.loadClass("methods.E" + i).getConstructor().newInstance();
      dispatch(fromFunction, event);
      dispatch(created, event);
      assertThat(projection.getField("handled").getInt(instances.get(projection)))
          .isEqualTo(1);
    }
  }

  /**
   * Handler methods eight to a class, past the 254 handlers a constructor takes: each case of a nested
   * class's switch reads a field of its own, though the eight share their class's instance. Were the
   * cases of one class's methods to read one field, C2 would merge those reads into one, made before
   * the switch, for every event: a nested class of 32 such classes read 32 fields per dispatch. The
   * methods still run on the one instance of their class, through {@code dispatch(event)} and the
   * typed {@code dispatch(E)}, whichever way the dispatcher was built: its constructor takes the 38
   * instances, one parameter each.
   */
  @Test
  void handlerMethodsOfOneClassEachReadAFieldOfTheirOwnInTheNestedCases() throws Exception {
    int n = 300;
    int perClass = 8;
    Compilation compilation = compile(groupedHandlerMethods(n, perClass, "grouped"));

    assertThat(compilation).succeededWithoutWarnings();
    String source = generatedSource(compilation, "grouped.SwitchboardDispatcher");
    String[] nestedClasses = source.split("static final class Cases");
    assertThat(nestedClasses).hasLength(3);
    for (String nested : List.of(nestedClasses[1], nestedClasses[2])) {
      List<String> receivers = new ArrayList<>();
      Matcher call = Pattern.compile("case \\d+:\\s+(\\w+)\\.on\\(").matcher(nested);
      while (call.find()) {
        receivers.add(call.group(1));
      }
      assertThat(receivers).isNotEmpty();
      assertThat(receivers).containsNoDuplicates();
    }

    ClassLoader loader = new CompiledClasses(compilation);
    Map<Class<?>, Object> instances =
        newInstances(loader, "grouped.P", (n + perClass - 1) / perClass);
    Class<?> generated = loader.loadClass("grouped.SwitchboardDispatcher");
    java.lang.reflect.Constructor<?> constructor = generated.getConstructors()[0];
    Dispatcher<?> built = (Dispatcher<?>) constructor.newInstance(
        Arrays.stream(constructor.getParameterTypes()).map(instances::get).toArray());
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    for (int i : new int[] {0, 7, 255, 256, 299}) {
      Class<?> projection = loader.loadClass("grouped.P" + i / perClass);
      Class<?> eventClass = loader.loadClass("grouped.E" + i);
      dispatch(built, eventClass.getConstructor().newInstance());
      generated
          .getMethod("dispatch", eventClass)
          .invoke(built, eventClass.getConstructor().newInstance());
      dispatch(created, eventClass.getConstructor().newInstance());
      assertWithMessage("P%s.handled%s", i / perClass, i % perClass)
          .that(projection.getField("handled" + i % perClass).getInt(instances.get(projection)))
          .isEqualTo(2);
    }
    OneConstructorTest.assertCopyHasTheSameHandlers(loader, built, "grouped.E0", "grouped.E299");
  }

  /**
   * The benchmark's largest shape with typed methods, past the 254 handlers a constructor takes, at the
   * most routes typed methods go up to ({@code TypedOverloads.MAX_ROUTES}), so also the most constants a
   * dispatcher with typed methods has: every event still has a typed {@code dispatch(E)}, one statically
   * bound call of the nested class that holds its handler, and the dispatcher a user writes against
   * calls it (overload resolution picks it, not {@code dispatch(Object)}).
   */
  @Test
  void asManyHandlersAsTypedMethodsGoUpToKeepATypedDispatchForEveryEvent() throws Exception {
    int n = TypedOverloads.MAX_ROUTES;
    List<JavaFileObject> sources = new ArrayList<>(List.of(handlers(n, "typed")));
    sources.add(source(
        "typed.Caller",
        "package typed;",
        "public final class Caller {",
        "  public static void call(SwitchboardDispatcher dispatcher) {",
        "    dispatcher.dispatch(new E0());",
        "    dispatcher.dispatch(new E999());",
        "  }",
        "}"));
    JavaFileObject[] all = sources.toArray(JavaFileObject[]::new);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
    Map<String, MethodSizes> classes =
        dispatcherClasses(compilation, "typed.SwitchboardDispatcher");
    assertWithinClassFileLimits(classes);
    assertDispatchPathInlinable(classes);
    for (int i = 0; i < n; i++) {
      String typed = "dispatch(Ltyped/E" + i + ";)V";
      assertWithMessage("typed dispatch of E%s", i)
          .that(classes.get("typed.SwitchboardDispatcher").codeLengths)
          .containsKey(typed);
      // The typed method reaches the handler through a field of the nested class holding it, not a
      // typed method there: javac would resolve each call among that class's 256 overloads.
      assertWithMessage("nested classes of cases with a typed dispatch of E%s", i)
          .that(classes.entrySet().stream()
              .filter(entry -> entry.getKey().startsWith("typed.SwitchboardDispatcher$Cases")
                  && entry.getValue().codeLengths.containsKey(typed))
              .count())
          .isEqualTo(0);
    }
    // Handlers are numbered by class name (H0, H1, H10, ...): H999 is the last, in the fourth
    // chunk.
    assertThat(generatedSource(compilation, "typed.SwitchboardDispatcher"))
        .contains(
            "  public void dispatch(E999 event) {\n    RouteTable.requireEvent(event);\n    cases3.h999.handle(event);\n  }");
    // javac bound the caller's calls to the typed methods: their descriptors are in its constant
    // pool.
    String caller = classFileText(compilation, "typed/Caller.class");
    assertThat(caller).contains("(Ltyped/E0;)V");
    assertThat(caller).contains("(Ltyped/E999;)V");
    assertThat(caller).doesNotContain("(Ljava/lang/Object;)V");

    ClassLoader loader = new CompiledClasses(compilation);
    Class<?> generated = loader.loadClass("typed.SwitchboardDispatcher");
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    loader.loadClass("typed.Caller").getMethod("call", generated).invoke(null, created);
    assertThat(loader.loadClass("typed.H0").getField("handled").get(null)).isEqualTo(1);
    assertThat(loader.loadClass("typed.H999").getField("handled").get(null)).isEqualTo(1);
    assertTypedCallsRunTheirHandlerAlone(
        generated, created, loader, "typed", n, new int[] {1, 255, 256, n - 1}, 0);
  }

  @Test
  void fewHandlersWithManyRoutesKeepOneParameterPerHandler() {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("wide.Ev", "package wide;", "public interface Ev {}"));
    sources.add(source(
        "wide.All",
        "package wide;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Ev.class)",
        "public final class All implements Handler<Ev> {",
        "  @Override public void handle(Ev event) {}",
        "}"));
    for (int i = 0; i < 300; i++) {
      sources.add(
          source("wide.E" + i, "package wide;", "public final class E" + i + " implements Ev {}"));
    }
    JavaFileObject[] all = sources.toArray(JavaFileObject[]::new);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "wide.SwitchboardDispatcher");
    assertThat(generated).contains("public SwitchboardDispatcher(All all) {");
    assertThat(generated).contains("public static SwitchboardDispatcher create() {");
    // Past 256 routes, typed methods remain: each is one call of the handler field.
    assertThat(generated)
        .contains(
            "  public void dispatch(E299 event) {\n    RouteTable.requireEvent(event);\n    all.handle(event);\n  }");
    assertThat(generated).contains("static void routes1(");
    assertThat(generated).contains("Routes0.routes1(builder, handlers);");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
  }

  @Test
  void javadocListsRoutesUpToTheLimitThenPointsToTheRouteReport() {
    int limit = RouteTableJavadoc.MAX_ROWS;
    String listed =
        generatedSource(compile(handlers(limit, "listed")), "listed.SwitchboardDispatcher");
    assertThat(listed).contains("<caption>Routes</caption>");
    assertThat(listed)
        .contains("<tr><td>{@link E" + (limit - 1) + "}</td><td>{@link H" + (limit - 1) + "}</td>");

    Compilation compilation = compile(handlers(limit + 1, "summarized"));
    assertThat(compilation).succeededWithoutWarnings();
    String summarized = generatedSource(compilation, "summarized.SwitchboardDispatcher");
    assertThat(summarized).doesNotContain("<table>");
    assertThat(summarized).doesNotContain("<tr><td>");
    assertThat(summarized)
        .contains("Routes " + (limit + 1) + " event classes, too many to list here");
    assertThat(summarized)
        .contains("{@code META-INF/switchboard/summarized.SwitchboardDispatcher.json}");
  }

  /**
   * Past the 254 handlers a constructor takes, a broadcast dispatcher takes its handlers in an array,
   * as an exclusive one does: it used to assign handler fields it no longer had ({@code cannot find
   * symbol}).
   */
  @Test
  void broadcastOfManyHandlersTakesThemInAnArray() throws Exception {
    assertBroadcastCompilesAndRunsInOrder(
        "bmany",
        300,
        300,
        "RUN_ALL_THEN_THROW",
        "public SwitchboardBroadcast(Function<? super Class<?>, ?> instances) {");
  }

  /**
   * A broadcast dispatcher of a few handlers and thousands of event types (set {@code
   * -Dswitchboard.largeBroadcastEvents}; 5,000 by default, 20,000 in the {@code large-dispatchers}
   * profile): its one constructor chained every route in one expression, and at 5,000 routes javac
   * failed with a {@code StackOverflowError} and no diagnostic; the routes are registered in chunks now.
   */
  @Test
  void broadcastOfManyEventTypesRegistersItsRoutesInChunks() throws Exception {
    assertBroadcastCompilesAndRunsInOrder(
        "bwide",
        0,
        Integer.getInteger("switchboard.largeBroadcastEvents", 5_000),
        "STOP_AT_FIRST",
        "public SwitchboardBroadcast(First first, Last last) {",
        "Routes0.routes0(builder, handlers);");
  }

  /** Routes in chunks, handlers in fields, and a typed {@code dispatch(Ei)} for every event. */
  @Test
  void broadcastOfAThousandEventTypesKeepsItsTypedMethods() throws Exception {
    assertBroadcastCompilesAndRunsInOrder(
        "btyped",
        10,
        1_000,
        "RUN_ALL_THEN_THROW",
        "Routes0.routes1(builder, handlers);",
        "public void dispatch(E999 event) {");
  }

  /** Both at once: handlers in an array, thousands of routes in chunks, hundreds of cases in nested classes. */
  @Test
  void broadcastOfManyHandlersAndEventTypes() throws Exception {
    assertBroadcastCompilesAndRunsInOrder(
        "bboth",
        300,
        Integer.getInteger("switchboard.largeBroadcastEvents", 5_000),
        "STOP_AT_FIRST");
  }

  /**
   * Seven thousand handlers of one interface: every route runs them all, and one call passing them
   * in one varargs array would take about 70 KB of bytecode, past the JVM's 64 KiB per method; the
   * array is filled in chunks.
   */
  @Test
  void broadcastOfSevenThousandHandlersOfOneEventFillsTheirArrayInChunks() throws Exception {
    int handlers = 7_000;
    List<String> names = new ArrayList<>();
    for (int i = 0; i < handlers; i++) {
      names.add("H" + i);
    }
    // Equal priorities and event types: by class name, Last after every H.
    names.sort(null);
    List<String> expected = new ArrayList<>(List.of("First"));
    expected.addAll(names);
    expected.add("Last");
    JavaFileObject[] sources = broadcast("bseq", handlers, 3, "STOP_AT_FIRST", "Ev");
    Compilation compilation = compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "bseq.SwitchboardBroadcast"))
        .contains("Sequence0Part1.sequence0Part27(handlers, all);");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertWithinClassFileLimits(dispatcherClasses(compilation, "bseq.SwitchboardBroadcast"));

    ClassLoader loader = new CompiledClasses(compilation);
    Dispatcher<?> dispatcher = (Dispatcher<?>)
        loader.loadClass("bseq.SwitchboardBroadcast").getMethod("create").invoke(null);
    @SuppressWarnings("unchecked")
    List<String> log =
        (List<String>) loader.loadClass("bseq.Log").getField("LINES").get(null);
    dispatch(dispatcher, loader.loadClass("bseq.E2").getConstructor().newInstance());
    assertThat(log).containsExactlyElementsIn(expected).inOrder();
  }

  /**
   * The dispatcher of {@link #broadcast} compiles without warnings, its source has {@code
   * generatedLines}, it compiles again cleanly, stays within the class-file limits, and runs {@code
   * First}, then {@code Hi} if there is one, then {@code Last} for an event {@code Ei}, through
   * {@code dispatch(Object)}, its typed {@code dispatch(Ei)} when it has one, and {@code handlerFor}.
   */
  private static void assertBroadcastCompilesAndRunsInOrder(
      String packageName, int handlers, int events, String failure, String... generatedLines)
      throws Exception {
    JavaFileObject[] sources = broadcast(packageName, handlers, events, failure, null);
    Compilation compilation = compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    String source = generatedSource(compilation, packageName + ".SwitchboardBroadcast");
    for (String line : generatedLines) {
      assertThat(source).contains(line);
    }
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);
    String binaryName = packageName + ".SwitchboardBroadcast";
    assertWithinClassFileLimits(dispatcherClasses(compilation, binaryName));

    ClassLoader loader = new CompiledClasses(compilation);
    Class<?> generated = loader.loadClass(binaryName);
    Dispatcher<?> dispatcher = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    @SuppressWarnings("unchecked")
    List<String> log =
        (List<String>) loader.loadClass(packageName + ".Log").getField("LINES").get(null);
    for (int i : new int[] {0, 1, 253, 254, 255, 256, 299, 300, 1_023, 1_024, events - 1}) {
      if (i >= events) {
        continue;
      }
      Class<?> eventClass = loader.loadClass(packageName + ".E" + i);
      Object event = eventClass.getConstructor().newInstance();
      List<String> expected =
          i < handlers ? List.of("First", "H" + i, "Last") : List.of("First", "Last");

      log.clear();
      dispatch(dispatcher, event);
      assertWithMessage("handlers dispatch(Object) ran for E%s", i)
          .that(log)
          .containsExactlyElementsIn(expected)
          .inOrder();

      log.clear();
      @SuppressWarnings("unchecked")
      Handler<Object> route = (Handler<Object>) handlerFor(dispatcher, event);
      route.handle(event);
      assertWithMessage("handlers the route of E%s ran", i)
          .that(log)
          .containsExactlyElementsIn(expected)
          .inOrder();

      // Typed methods up to the cap of routes (one per event), and for a broadcast of handlers.
      if (events <= TypedOverloads.MAX_ROUTES
          && handlers + 2 <= TypedOverloads.MAX_BROADCAST_HANDLERS) {
        log.clear();
        generated.getMethod("dispatch", eventClass).invoke(dispatcher, event);
        assertWithMessage("handlers dispatch(E%s) ran", i)
            .that(log)
            .containsExactlyElementsIn(expected)
            .inOrder();
      } else {
        assertWithMessage("a typed dispatch(E%s)", i)
            .that(Arrays.stream(generated.getMethods())
                .anyMatch(method ->
                    Arrays.equals(method.getParameterTypes(), new Class<?>[] {eventClass})))
            .isFalse();
      }
    }
  }

  /**
   * A broadcast dispatcher {@code Broadcast} of {@code Ev} events in {@code packageName}, with
   * {@code failure}: final classes {@code E0..E(events-1)}, each an {@code Ev}; a handler {@code Hi}
   * of {@code Ei} for each {@code i < handlers}; {@code First}, a handler of {@code Ev} of priority
   * 10, and {@code Last}, one of priority 0. Each handler logs its name in {@code Log.LINES}. With
   * {@code handled} not null, every {@code Hi} handles that type instead.
   */
  private static JavaFileObject[] broadcast(
      String packageName, int handlers, int events, String failure, String handled) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(Compilations.log(packageName));
    sources.add(
        source(packageName + ".Ev", "package " + packageName + ";", "public interface Ev {}"));
    sources.add(source(
        packageName + ".Broadcast",
        "package " + packageName + ";",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "import dev.switchboard.annotations.EventDispatcher.Failure;",
        "import dev.switchboard.annotations.EventDispatcher.Mode;",
        "@EventDispatcher(mode = Mode.BROADCAST, failure = Failure." + failure + ")",
        "public interface Broadcast extends Dispatcher<Ev> {}"));
    sources.add(
        Compilations.loggingHandler(packageName, "First", "value = Ev.class, priority = 10", "Ev"));
    sources.add(Compilations.loggingHandler(packageName, "Last", "Ev.class", "Ev"));
    for (int i = 0; i < events; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " implements Ev {}"));
    }
    for (int i = 0; i < handlers; i++) {
      String event = handled == null ? "E" + i : handled;
      sources.add(Compilations.loggingHandler(packageName, "H" + i, event + ".class", event));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  @SuppressWarnings("unchecked")
  private static Handler<?> handlerFor(Dispatcher<?> dispatcher, Object event) {
    return ((Dispatcher<Object>) dispatcher).handlerFor(event);
  }

  @SuppressWarnings("unchecked")
  private static void dispatch(Dispatcher<?> dispatcher, Object event) {
    ((Dispatcher<Object>) dispatcher).dispatch(event);
  }

  /** The bytes of the class file at {@code path}, as Latin-1 text: its ASCII constants read as written. */
  private static String classFileText(Compilation compilation, String path) throws IOException {
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS
          && file.toUri().getPath().endsWith("/" + path)) {
        try (InputStream in = file.openInputStream()) {
          return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
      }
    }
    throw new AssertionError("no class file " + path);
  }

  /** Every class file of the dispatcher {@code binaryName}, nested ones included, by binary name. */
  private static Map<String, MethodSizes> dispatcherClasses(
      Compilation compilation, String binaryName) throws IOException {
    String prefix = binaryName.replace('.', '/');
    Map<String, MethodSizes> classes = new TreeMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      String path = file.toUri().getPath();
      int start = path.lastIndexOf(prefix);
      if (file.getKind() == JavaFileObject.Kind.CLASS
          && start >= 0
          && (path.endsWith(prefix + ".class") || path.startsWith(prefix + "$", start))) {
        try (InputStream in = file.openInputStream()) {
          classes.put(
              path.substring(start, path.length() - ".class".length()).replace('/', '.'),
              MethodSizes.of(in.readAllBytes()));
        }
      }
    }
    return classes;
  }

  /**
   * Every method {@code dispatch(event)} runs through is small enough for C2 to inline it into its
   * caller, but the 256-case switch of a nested class of cases ({@code dispatch(int, root)}), kept
   * flat for megamorphic call sites.
   */
  private static void assertDispatchPathInlinable(Map<String, MethodSizes> classes) {
    classes.forEach((name, sizes) -> sizes.dispatchPathLengths().forEach((method, length) -> {
      if (!(name.contains("$Cases") && method.startsWith("dispatch(I"))) {
        assertWithMessage("bytecode bytes of %s.%s", name, method)
            .that(length)
            .isAtMost(MethodSizes.FREQ_INLINE_SIZE);
      }
    }));
  }

  private static void assertWithinClassFileLimits(Map<String, MethodSizes> classes) {
    classes.forEach((name, sizes) -> {
      assertWithMessage("constant-pool entries of %s", name)
          .that(sizes.constantPoolCount)
          .isLessThan(65_536);
      sizes.codeLengths.forEach(
          (method, length) -> assertWithMessage("bytecode bytes of %s.%s", name, method)
              .that(length)
              .isLessThan(HUGE_METHOD_LIMIT));
    });
  }

  /** Events {@code E0..E(n-1)} and a handler {@code Hi} of each, counting its events, in {@code packageName}. */
  private static JavaFileObject[] handlers(int n, String packageName) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " {}"));
    }
    for (int i = 0; i < n; i++) {
      sources.add(source(
          packageName + ".H" + i,
          "package " + packageName + ";",
          "@dev.switchboard.annotations.Handles(E" + i + ".class)",
          "public final class H" + i + " implements dev.switchboard.Handler<E" + i + "> {",
          "  public static int handled;",
          "  @Override public void handle(E" + i + " event) { handled++; }",
          "}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /** A new instance of each class {@code prefix + i}, {@code i < n}, by class. */
  private static Map<Class<?>, Object> newInstances(ClassLoader loader, String prefix, int n)
      throws ReflectiveOperationException {
    Map<Class<?>, Object> instances = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Class<?> type = loader.loadClass(prefix + i);
      instances.put(type, type.getConstructor().newInstance());
    }
    return instances;
  }

  /** {@code generated} built by its constructor that takes a function from handler class to instance. */
  private static Dispatcher<?> fromFunction(Class<?> generated, Map<Class<?>, Object> instances)
      throws ReflectiveOperationException {
    return (Dispatcher<?>)
        generated.getConstructor(Function.class).newInstance((Function<Class<?>, Object>)
            instances::get);
  }

  /** Events {@code E0..E(n-1)} and a class {@code Pi} of each, whose one handler method counts its events. */
  private static JavaFileObject[] handlerMethods(int n, String packageName) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " {}"));
      sources.add(source(
          packageName + ".P" + i,
          "package " + packageName + ";",
          "public final class P" + i + " {",
          "  public int handled;",
          "  @dev.switchboard.annotations.Handles public void on(E" + i + " event) { handled++; }",
          "}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /** Events {@code E0..E(n-1)}, and classes {@code Pk} of {@code perClass} handler methods each, method {@code j} counting in {@code handledj}. */
  private static JavaFileObject[] groupedHandlerMethods(int n, int perClass, String packageName) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " {}"));
    }
    for (int k = 0; k * perClass < n; k++) {
      List<String> lines = new ArrayList<>(
          List.of("package " + packageName + ";", "public final class P" + k + " {"));
      for (int i = k * perClass; i < Math.min(n, (k + 1) * perClass); i++) {
        lines.add("  public int handled" + i % perClass + ";");
        lines.add("  @dev.switchboard.annotations.Handles public void on(E" + i
            + " event) { handled" + i % perClass + "++; }");
      }
      lines.add("}");
      sources.add(source(packageName + ".P" + k, lines.toArray(String[]::new)));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /**
   * {@code groups} classes {@code Gi} in {@code packageName}, each with {@value EventGroup#TYPES}
   * nested event types and their handler {@code Gi.H}: a chain of four classes, an interface, three
   * records, an enum and a final class, all routed to {@code H} (which handles {@code A} and {@code I}).
   */
  private static JavaFileObject[] eventGroups(int groups, String packageName) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int g = 0; g < groups; g++) {
      sources.add(source(
          packageName + ".G" + g,
          "package " + packageName + ";",
          "public final class G" + g + " {",
          "  public interface I {}",
          "  public static class A implements I {}",
          "  public static class B extends A {}",
          "  public static class C extends B {}",
          "  public static final class D extends C {}",
          "  public record R1(int value) implements I {}",
          "  public record R2(int value) implements I {}",
          "  public record R3(int value) implements I {}",
          "  public enum E implements I { ONE }",
          "  public static final class F implements I {}",
          "  @dev.switchboard.annotations.Handles({A.class, I.class})",
          "  public static final class H implements dev.switchboard.Handler<I> {",
          "    public static int handled;",
          "    @Override public void handle(I event) { handled++; }",
          "  }",
          "}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /** The shape of {@link #eventGroups}. */
  private static final class EventGroup {
    /** Event types per group. */
    static final int TYPES = 10;
  }

  /** Loads the classes of a compilation, the runtime's from the test's own class path. */
  private static final class CompiledClasses extends ClassLoader {
    /** Every class file of the compilation by binary name: indexed once, as there are tens of thousands. */
    private final Map<String, JavaFileObject> classFiles = new HashMap<>();

    CompiledClasses(Compilation compilation) {
      super(LargeDispatcherTest.class.getClassLoader());
      for (JavaFileObject file : compilation.generatedFiles()) {
        String path = file.toUri().getPath();
        int start = path.indexOf("/CLASS_OUTPUT/");
        if (file.getKind() == JavaFileObject.Kind.CLASS && start >= 0) {
          String binaryName =
              path.substring(start + "/CLASS_OUTPUT/".length(), path.length() - ".class".length());
          classFiles.put(binaryName.replace('/', '.'), file);
        }
      }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      JavaFileObject file = classFiles.get(name);
      if (file == null) {
        throw new ClassNotFoundException(name);
      }
      try (InputStream in = file.openInputStream()) {
        byte[] bytes = in.readAllBytes();
        return defineClass(name, bytes, 0, bytes.length);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
