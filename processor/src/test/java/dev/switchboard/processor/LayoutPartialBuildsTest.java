package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A dispatcher grown past each size at which the writer lays it out differently, then shrunk back,
 * recompiling only the edited file with every earlier class file kept, as javac run by hand or
 * IntelliJ's builder does: after each step the class output and the generated sources are a clean
 * build's, byte for byte, so no nested class of the larger layout is left behind.
 *
 * <p>Under ecj the same steps are equality checks only, which {@code StaleNestedClasses} is not
 * needed to pass. Batch ecj cannot keep the previous dispatcher's class files: its {@code Filer}
 * refuses to write a source whose class is on the class path (SB802), and with that class file
 * deleted and its nested ones kept, the processor deletes those as a clean build has none ({@link
 * PartlyMissingGeneratedOutputsTest}). So the step deletes them all first ({@link
 * ModuleBuild#compileKeepingGeneratedSources}), and no stale class file is left for the processor
 * to find. Eclipse's own builder keeps them, and deletes itself the class files, nested
 * ones included, of the types a recompiled source no longer declares ({@code
 * IncrementalImageBuilder.finishedWith}).
 */
class LayoutPartialBuildsTest {
  @TempDir
  Path project;

  /** A size at which the layout changes, the file whose edit crosses it, and a nested class only the larger side has. */
  enum Threshold {
    /** Every case in {@code dispatch} itself, or methods of a tree of 16 cases each. */
    CASES_IN_DISPATCH(16, 17, "Handlers.java", null, LayoutPartialBuildsTest::handlerMethods),
    /** The route classes {@code dispatch} compares the event's class with, at most 16. */
    EXACT_CLASS_CHECKS(16, 17, "Event.java", null, LayoutPartialBuildsTest::subclassRoutes),
    /** The route registrations one constructor holds, or methods of a nested class. */
    ROUTES_IN_ONE_METHOD(
        255, 256, "Event.java", "Routes0", LayoutPartialBuildsTest::subclassRoutes),
    /** The handlers one constructor takes as parameters, or nested classes of cases. */
    HANDLERS_IN_ONE_CONSTRUCTOR(
        254, 255, "Handlers.java", "Cases0", LayoutPartialBuildsTest::handlerMethods),
    /** The case numbers of one nested class of cases. */
    CASES_IN_ONE_NESTED_CLASS(
        256, 257, "Handlers.java", "Cases1", LayoutPartialBuildsTest::handlerMethods),
    /** The handler classes one constructor takes, or a function from class to instance. */
    HANDLER_CLASSES_IN_ONE_CONSTRUCTOR(
        254, 255, "Handlers.java", "HandlersFrom0", LayoutPartialBuildsTest::handlerClasses),
    /** The handlers one broadcast registration passes inline, or a method of a nested class. */
    HANDLERS_OF_ONE_BROADCAST_ROUTE(
        256, 257, "Handlers.java", "Sequence0Part0", LayoutPartialBuildsTest::broadcastHandlers),
    /** The chains of interceptors the constructor builds, or methods of a nested class that fill the handler array. */
    CHAINS_IN_ONE_CONSTRUCTOR(
        18, 19, "Handlers.java", "HandlersOf0", LayoutPartialBuildsTest::interceptedHandlers),
    /** The methods of route registrations one nested class holds, 4,096 statements. */
    ROUTE_METHODS_IN_ONE_NESTED_CLASS(
        15, 16, "Event.java", "Routes1", LayoutPartialBuildsTest::broadcastSubclassRoutes),
    /** The methods that fill the handler array one nested class holds, 4,096 statements. */
    HANDLER_METHODS_IN_ONE_NESTED_CLASS(
        224, 225, "Handlers.java", "HandlersOf1", LayoutPartialBuildsTest::interceptedHandlers);

    final int below;
    final int above;
    final String edited;
    /** A nested class of the generated class only the larger layout has; none when the class files stay the same. */
    final String nestedAbove;

    final Sources sources;

    Threshold(int below, int above, String edited, String nestedAbove, Sources sources) {
      this.below = below;
      this.above = above;
      this.edited = "shop/" + edited;
      this.nestedAbove = nestedAbove;
      this.sources = sources;
    }
  }

  /** The sources of a module at one size of a threshold. */
  interface Sources {
    /**
     * The sources at {@code size}; {@code largest}, the threshold's larger size, sets what the files
     * not edited declare, the same at both sizes, so that an edit of one file removes no class of
     * another.
     */
    Map<String, String> of(int size, int largest);
  }

  static List<Arguments> thresholds() {
    return Compilers.each(Threshold.values()).toList();
  }

  @ParameterizedTest
  @MethodSource("thresholds")
  void crossingALayoutThresholdInAPartialBuildBuildsAsACleanBuild(
      Compilers compiler, Threshold threshold) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    threshold.sources.of(threshold.below, threshold.above).forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    // The full build is the clean build of the smaller size, which the last step returns to.
    Map<String, String> cleanBelow = build.classOutput();
    Map<String, String> generatedBelow = build.generatedTexts();

    for (int size : new int[] {threshold.above, threshold.below}) {
      Map<String, String> sources = threshold.sources.of(size, threshold.above);
      build.write(threshold.edited, sources.get(threshold.edited));
      Compilers.Result partial = build.compileKeepingGeneratedSources(threshold.edited);
      assertWithMessage("%s", partial).that(partial.success()).isTrue();

      Map<String, String> cleanOutput = cleanBelow;
      Map<String, String> cleanGenerated = generatedBelow;
      if (size == threshold.above) {
        ModuleBuild clean = new ModuleBuild(project.resolve("clean" + size), compiler);
        sources.forEach(clean::write);
        Compilers.Result cleanResult = clean.compileAll();
        assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
        cleanOutput = clean.classOutput();
        cleanGenerated = clean.generatedTexts();
      }
      if (threshold.nestedAbove != null) {
        assertWithMessage("the clean build of %s", size)
            .that(
                cleanOutput.containsKey("shop/SwitchboardShop$" + threshold.nestedAbove + ".class"))
            .isEqualTo(size == threshold.above);
      }
      assertWithMessage("class files at %s", size)
          .that(build.classOutput().keySet())
          .isEqualTo(cleanOutput.keySet());
      assertWithMessage("class output at %s", size)
          .that(build.classOutput())
          .isEqualTo(cleanOutput);
      assertWithMessage("generated sources at %s", size)
          .that(build.generatedTexts())
          .isEqualTo(cleanGenerated);
    }
  }

  /** The event root and the classes {@code Event.E0...} of {@code declared}, the first {@code routed} of them implementing it. */
  private static String events(int declared, int routed) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public interface Event {"));
    for (int i = 0; i < declared; i++) {
      lines.add("  final class E" + i + (i < routed ? " implements Event {}" : " {}"));
    }
    lines.add("}");
    return String.join("\n", lines);
  }

  private static Map<String, String> module(boolean broadcast, String events, String handlers) {
    return module(broadcast, events, handlers, 0);
  }

  /** As above, the dispatcher's interceptors {@code Interceptors.I0...} around every handler. */
  private static Map<String, String> module(
      boolean broadcast, String events, String handlers, int interceptors) {
    List<String> arguments = new ArrayList<>();
    if (broadcast) {
      arguments.add("mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST");
    }
    List<String> interceptorClasses = new ArrayList<>();
    List<String> interceptorLines =
        new ArrayList<>(List.of("package shop;", "public final class Interceptors {"));
    for (int i = 0; i < interceptors; i++) {
      interceptorClasses.add("Interceptors.I" + i + ".class");
      interceptorLines.add(
          "  public static final class I" + i + " implements dev.switchboard.Interceptor<Event> {");
      interceptorLines.add("    @Override public void intercept(Event e,"
          + " dev.switchboard.Invocation<Event> next) { next.proceed(e); }");
      interceptorLines.add("  }");
    }
    interceptorLines.add("}");
    if (interceptors > 0) {
      arguments.add("interceptors = {" + String.join(", ", interceptorClasses) + "}");
    }
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("shop/Event.java", events);
    sources.put(
        "shop/Shop.java",
        String.join(
            "\n",
            "package shop;",
            "@dev.switchboard.annotations.EventDispatcher"
                + (arguments.isEmpty() ? "" : "(" + String.join(", ", arguments) + ")"),
            "public interface Shop extends dev.switchboard.Dispatcher<Event> {}"));
    sources.put("shop/Handlers.java", handlers);
    if (interceptors > 0) {
      sources.put("shop/Interceptors.java", String.join("\n", interceptorLines));
    }
    return sources;
  }

  /** {@code count} handler methods of one class, one per event class. */
  static Map<String, String> handlerMethods(int count, int largest) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < count; i++) {
      // A name of its own: javac would resolve each call among every overload of one name.
      lines.add(
          "  @dev.switchboard.annotations.Handles public void on" + i + "(Event.E" + i + " e) {}");
    }
    lines.add("}");
    return module(false, events(largest, largest), String.join("\n", lines));
  }

  /** One handler of the event root, and {@code count} event classes implementing it, each with a route. */
  static Map<String, String> subclassRoutes(int count, int largest) {
    return module(
        false,
        events(largest, count),
        String.join(
            "\n",
            "package shop;",
            "public final class Handlers {",
            "  @dev.switchboard.annotations.Handles public void on(Event e) {}",
            "}"));
  }

  /**
   * {@code count} handler classes, one per event class, among nested classes of one file: the file
   * declares as many classes at every size, so that an edit removes none of its own.
   */
  static Map<String, String> handlerClasses(int count, int largest) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < largest; i++) {
      if (i < count) {
        lines.add("  @dev.switchboard.annotations.Handles(Event.E" + i + ".class)");
      }
      lines.add("  public static final class H" + i + " implements dev.switchboard.Handler<Event.E"
          + i + "> {");
      lines.add("    @Override public void handle(Event.E" + i + " e) {}");
      lines.add("  }");
    }
    lines.add("}");
    return module(false, events(largest, largest), String.join("\n", lines));
  }

  /** {@code count} handler methods of one event class in a broadcast dispatcher: one route calls them all. */
  static Map<String, String> broadcastHandlers(int count, int largest) {
    return module(true, events(1, 1), handlersOf("Event.E0", count));
  }

  /** {@code count} handler methods of {@code event}, {@code on0...}. */
  private static String handlersOf(String event, int count) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < count; i++) {
      lines.add(
          "  @dev.switchboard.annotations.Handles public void on" + i + "(" + event + " e) {}");
    }
    lines.add("}");
    return String.join("\n", lines);
  }

  /**
   * The dispatcher's interceptors, around every handler: enough that the chains of 19 handlers
   * outweigh the statements of one method, and the array entries of 225 the 16 methods of a nested
   * class.
   */
  private static final int INTERCEPTORS = 12;

  /**
   * {@code count} handler methods of one event class in a broadcast dispatcher, each in a chain of
   * {@link #INTERCEPTORS} interceptors.
   */
  static Map<String, String> interceptedHandlers(int count, int largest) {
    return module(true, events(1, 1), handlersOf("Event.E0", count), INTERCEPTORS);
  }

  /**
   * {@link #BROADCAST_RECEIVERS} handler methods of the event root in a broadcast dispatcher, and
   * {@code count} event classes implementing it: each registration of a route passes them all, too
   * many for two in one method, so that the routes of 15 classes fill the 16 methods of a nested
   * class after the declarations of the handlers.
   */
  static Map<String, String> broadcastSubclassRoutes(int count, int largest) {
    return module(true, events(largest, count), handlersOf("Event", BROADCAST_RECEIVERS));
  }

  /** Handlers of a broadcast route whose registration weighs more than half a method's statements. */
  private static final int BROADCAST_RECEIVERS = 128;
}
