package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A dispatcher grown past each size at which the writer lays it out differently, then shrunk back,
 * recompiling only the edited file with every earlier class file kept, as javac run by hand or
 * IntelliJ's builder does: after each step the class output and the generated sources are a clean
 * build's, byte for byte, so no nested class of the larger layout is left behind. Under javac and ecj.
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
        256, 257, "Handlers.java", "Sequence0Part0", LayoutPartialBuildsTest::broadcastHandlers);

    final int below;
    final int above;
    final String edited;
    /** A nested class of the generated class only the larger layout has; none when the class files stay the same. */
    final String nestedAbove;

    final IntFunction<Map<String, String>> sources;

    Threshold(
        int below,
        int above,
        String edited,
        String nestedAbove,
        IntFunction<Map<String, String>> sources) {
      this.below = below;
      this.above = above;
      this.edited = "shop/" + edited;
      this.nestedAbove = nestedAbove;
      this.sources = sources;
    }
  }

  static List<Arguments> thresholds() {
    return Compilers.each(Threshold.values()).toList();
  }

  @ParameterizedTest
  @MethodSource("thresholds")
  void crossingALayoutThresholdInAPartialBuildBuildsAsACleanBuild(
      Compilers compiler, Threshold threshold) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    threshold.sources.apply(threshold.below).forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    for (int size : new int[] {threshold.above, threshold.below}) {
      Map<String, String> sources = threshold.sources.apply(size);
      build.write(threshold.edited, sources.get(threshold.edited));
      Compilers.Result partial = build.compileKeepingGeneratedSources(threshold.edited);
      assertWithMessage("%s", partial).that(partial.success()).isTrue();

      ModuleBuild clean = new ModuleBuild(project.resolve("clean" + size), compiler);
      sources.forEach(clean::write);
      Compilers.Result cleanResult = clean.compileAll();
      assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
      if (threshold.nestedAbove != null) {
        assertWithMessage("the clean build of %s", size)
            .that(clean
                .classOutput()
                .containsKey("shop/SwitchboardShop$" + threshold.nestedAbove + ".class"))
            .isEqualTo(size == threshold.above);
      }
      assertWithMessage("class files at %s", size)
          .that(build.classOutput().keySet())
          .isEqualTo(clean.classOutput().keySet());
      assertWithMessage("class output at %s", size)
          .that(build.classOutput())
          .isEqualTo(clean.classOutput());
      assertWithMessage("generated sources at %s", size)
          .that(build.generatedTexts())
          .isEqualTo(clean.generatedTexts());
    }
  }

  /**
   * The most event classes a module declares: each module declares them all, so that an edit of one
   * file removes no class of another.
   */
  private static final int EVENT_CLASSES = 257;

  /** The event root and the classes {@code Event.E0...}, the first {@code routed} of them implementing it. */
  private static String events(int routed) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public interface Event {"));
    for (int i = 0; i < EVENT_CLASSES; i++) {
      lines.add("  final class E" + i + (i < routed ? " implements Event {}" : " {}"));
    }
    lines.add("}");
    return String.join("\n", lines);
  }

  private static Map<String, String> module(boolean broadcast, int routed, String handlers) {
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("shop/Event.java", events(routed));
    sources.put(
        "shop/Shop.java",
        String.join(
            "\n",
            "package shop;",
            broadcast
                ? "@dev.switchboard.annotations.EventDispatcher(mode ="
                    + " dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST)"
                : "@dev.switchboard.annotations.EventDispatcher",
            "public interface Shop extends dev.switchboard.Dispatcher<Event> {}"));
    sources.put("shop/Handlers.java", handlers);
    return sources;
  }

  /** {@code count} handler methods of one class, one per event class. */
  static Map<String, String> handlerMethods(int count) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < count; i++) {
      // A name of its own: javac would resolve each call among every overload of one name.
      lines.add(
          "  @dev.switchboard.annotations.Handles public void on" + i + "(Event.E" + i + " e) {}");
    }
    lines.add("}");
    return module(false, EVENT_CLASSES, String.join("\n", lines));
  }

  /** One handler of the event root, and {@code count} event classes implementing it, each with a route. */
  static Map<String, String> subclassRoutes(int count) {
    return module(
        false,
        count,
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
  static Map<String, String> handlerClasses(int count) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < EVENT_CLASSES; i++) {
      if (i < count) {
        lines.add("  @dev.switchboard.annotations.Handles(Event.E" + i + ".class)");
      }
      lines.add("  public static final class H" + i + " implements dev.switchboard.Handler<Event.E"
          + i + "> {");
      lines.add("    @Override public void handle(Event.E" + i + " e) {}");
      lines.add("  }");
    }
    lines.add("}");
    return module(false, EVENT_CLASSES, String.join("\n", lines));
  }

  /** {@code count} handler methods of the event root in a broadcast dispatcher: one route calls them all. */
  static Map<String, String> broadcastHandlers(int count) {
    List<String> lines = new ArrayList<>(List.of("package shop;", "public final class Handlers {"));
    for (int i = 0; i < count; i++) {
      lines.add("  @dev.switchboard.annotations.Handles public void on" + i + "(Event.E0 e) {}");
    }
    lines.add("}");
    return module(true, EVENT_CLASSES, String.join("\n", lines));
  }
}
