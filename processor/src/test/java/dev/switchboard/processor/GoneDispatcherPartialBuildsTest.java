package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.switchboard.processor.incremental.ModuleState;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A dispatcher the module no longer declares, recompiling only the file that declared it with every
 * earlier output kept, as javac run by hand or IntelliJ's builder does: the class output (class
 * files, route reports, the module state), and the generated sources are a clean build's, byte for
 * byte, so nothing written for the gone dispatcher is left behind. Under javac and ecj.
 */
class GoneDispatcherPartialBuildsTest {
  private static final String STATE = "META-INF/switchboard/module-state.tsv";

  @TempDir
  Path project;

  /** How the dispatcher {@code Shop} goes: the edit of its file, and the file compiled then. */
  enum Removal {
    /** {@code Shop} stays, without {@code @EventDispatcher}. */
    ANNOTATION_REMOVED,
    /** {@code Shop.java} is deleted, with its class files, and {@code Store.java} declares the same dispatcher under another name. */
    RENAMED
  }

  /** A dispatcher small enough for one class, and one large enough for nested classes of cases. */
  enum Size {
    SMALL(1),
    NESTED_CLASSES(255);

    final int handlers;

    Size(int handlers) {
      this.handlers = handlers;
    }
  }

  static List<Arguments> removals() {
    return Compilers.each(Removal.values(), Size.values());
  }

  @ParameterizedTest
  @MethodSource("removals")
  void aDispatcherGoneInAPartialBuildLeavesNothingBehind(
      Compilers compiler, Removal removal, Size size) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    Map<String, String> before = module(size.handlers);
    before.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    assertWithMessage("the full build's class files")
        .that(build.classOutput())
        .containsKey("shop/SwitchboardShop.class");

    Map<String, String> after = new LinkedHashMap<>(before);
    String compiled;
    if (removal == Removal.ANNOTATION_REMOVED) {
      compiled = "shop/Shop.java";
      after.put(compiled, shop("Shop", false));
      build.write(compiled, after.get(compiled));
    } else {
      compiled = "shop/Store.java";
      after.remove("shop/Shop.java");
      after.put(compiled, shop("Store", true));
      build.delete("shop/Shop.java");
      build.write(compiled, after.get(compiled));
    }
    Compilers.Result partial = build.compileKeepingGeneratedSources(compiled);
    assertWithMessage("%s", partial).that(partial.success()).isTrue();

    build.assertSameAsCleanBuildOf(after, project.resolve("clean"));
  }

  /**
   * A dispatcher gone in a partial build that fails on a handler deletes nothing then (that build
   * writes no dispatcher), and its output is gone after the next partial build, which succeeds.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aDispatcherGoneInAFailedPartialBuildLeavesNothingAfterTheNextOne(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    Map<String, String> before = module(Size.SMALL.handlers);
    before.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    Map<String, String> after = new LinkedHashMap<>(before);
    after.put("shop/Shop.java", shop("Shop", false));
    build.write("shop/Shop.java", after.get("shop/Shop.java"));
    build.write(
        "shop/Handlers.java",
        "package shop;\npublic final class Handlers {\n"
            + "  @dev.switchboard.annotations.Handles public void on0() {}\n}\n");
    Compilers.Result failed =
        build.compileKeepingGeneratedSources("shop/Shop.java", "shop/Handlers.java");
    assertWithMessage("%s", failed).that(failed.success()).isFalse();
    assertWithMessage("the output after the failed build")
        .that(build.classOutput())
        .containsKey("META-INF/switchboard/shop.Shop.json");

    // Both again, as an IDE recompiles the files of a failed compilation: it wrote no class file.
    build.write("shop/Handlers.java", after.get("shop/Handlers.java"));
    Compilers.Result partial =
        build.compileKeepingGeneratedSources("shop/Shop.java", "shop/Handlers.java");
    assertWithMessage("%s", partial).that(partial.success()).isTrue();
    build.assertSameAsCleanBuildOf(after, project.resolve("clean"));
  }

  static List<Arguments> olderFormats() {
    return Stream.of(Compilers.values())
        .flatMap(c -> Stream.of(8, 9).map(format -> Arguments.of(c, format)))
        .toList();
  }

  /**
   * A state of an older format is still read: format 8, and format 9, whose {@code module} lines
   * nothing reads any more. The gone dispatcher's nested classes are deleted all the same, and the
   * state written then is of the current format, with no module line.
   */
  @ParameterizedTest
  @MethodSource("olderFormats")
  void aDispatcherGoneInAPartialBuildOverAnOlderStateLeavesNothingBehind(
      Compilers compiler, int format) throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    Map<String, String> before = module(Size.NESTED_CLASSES.handlers);
    before.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Path state = build.classes().resolve(STATE);
    String current = Files.readString(state);
    assertThat(current).contains("output\tsource:shop/SwitchboardShop\t");
    String older =
        current.replace("format\t" + ModuleState.FORMAT + "\n", "format\t" + format + "\n");
    if (format == 9) {
      older = older.replaceAll("(?m)^output\t(source:[^\t]*)\t.*\n", "$0module\t$1\t\n");
      assertThat(older).contains("module\tsource:shop/SwitchboardShop\t\n");
    }
    Files.writeString(state, older);
    assertThat(Files.readString(state)).contains("format\t" + format + "\n");

    removeDispatcherAndAssertCleanBuildsOutput(build, before);
    assertThat(Files.readString(state)).contains("format\t" + ModuleState.FORMAT + "\n");
    assertThat(Files.readString(state)).doesNotContain("module\t");
  }

  /**
   * A dispatcher gone from a named module: the partial build finds its nested classes in its class
   * file in the class output, as in the unnamed module; the output, module state included, is a
   * clean build's in another directory, byte for byte.
   *
   * <p>Under javac only: ecj 3.43, run here through {@code javax.tools}, fails the full build
   * already, with SB805 ({@link NamedModulesUnderBatchEcjTest}). With Switchboard's modules on the module path (copied out of this JVM's class path, where
   * ecj does not take them for modules), it compiles the generated dispatcher outside the module
   * {@code shop}: there {@code Shop} "cannot be resolved to a type", and "The package
   * dev.switchboard is accessible from more than one module: <unnamed>, dev.switchboard".
   */
  @ParameterizedTest
  @EnumSource(Size.class)
  void aDispatcherGoneFromANamedModuleLeavesNothingBehind(Size size) throws IOException {
    List<String> modulePath = List.of(
        "--module-path",
        ModularCompilation.switchboardModules().stream()
            .map(Path::toString)
            .collect(Collectors.joining(File.pathSeparator)));
    ModuleBuild build =
        new ModuleBuild(project.resolve("module"), Compilers.JAVAC, List.of(), modulePath);
    Map<String, String> before = module(size.handlers);
    before.put(
        "module-info.java",
        "module shop {\n  requires static dev.switchboard.annotations;\n"
            + "  requires dev.switchboard;\n}\n");
    before.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    assertThat(Files.readString(build.classes().resolve(STATE)))
        .contains("output\tsource:shop/SwitchboardShop\t");

    removeDispatcherAndAssertCleanBuildsOutput(build, before);
    assertThat(Files.readString(build.classes().resolve(STATE)))
        .contains("output\tsource:shop/SwitchboardTill\t");
    assertThat(Files.readString(build.classes().resolve(STATE))).doesNotContain("SwitchboardShop");
    assertThat(Files.readString(build.classes().resolve(STATE))).doesNotContain("module\t");
  }

  /**
   * Recompiles {@code Shop.java} without its {@code @EventDispatcher}, every earlier output kept, and
   * asserts that the build succeeds and leaves the output of a clean build of the sources then.
   */
  private void removeDispatcherAndAssertCleanBuildsOutput(
      ModuleBuild build, Map<String, String> before) {
    Map<String, String> after = new LinkedHashMap<>(before);
    after.put("shop/Shop.java", shop("Shop", false));
    build.write("shop/Shop.java", after.get("shop/Shop.java"));
    Compilers.Result partial = build.compileKeepingGeneratedSources("shop/Shop.java");
    assertWithMessage("%s", partial).that(partial.success()).isTrue();

    build.assertSameAsCleanBuildOf(after, project.resolve("clean"));
  }

  /**
   * The dispatchers {@code Shop} and {@code Till} of the event root {@code Event}, and {@code
   * handlers} handler methods, one per event class.
   */
  private static Map<String, String> module(int handlers) {
    Map<String, String> sources = new LinkedHashMap<>();
    StringBuilder events = new StringBuilder("package shop;\npublic interface Event {\n");
    StringBuilder methods = new StringBuilder("package shop;\npublic final class Handlers {\n");
    for (int i = 0; i < handlers; i++) {
      events.append("  final class E").append(i).append(" implements Event {}\n");
      methods
          .append("  @dev.switchboard.annotations.Handles public void on")
          .append(i)
          .append("(Event.E")
          .append(i)
          .append(" e) {}\n");
    }
    sources.put("shop/Event.java", events.append("}\n").toString());
    sources.put("shop/Handlers.java", methods.append("}\n").toString());
    sources.put("shop/Shop.java", shop("Shop", true));
    sources.put("shop/Till.java", shop("Till", true));
    return sources;
  }

  /** The interface {@code name} of {@code Dispatcher<Event>}, a dispatcher declaration if {@code annotated}. */
  private static String shop(String name, boolean annotated) {
    return "package shop;\n"
        + (annotated ? "@dev.switchboard.annotations.EventDispatcher\n" : "")
        + "public interface " + name + " extends dev.switchboard.Dispatcher<Event> {}\n";
  }
}
