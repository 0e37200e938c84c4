package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A module built fully, then some of what the build generated for its dispatcher deleted by hand
 * (or by a tool that cleans only part of the output), then one handler file recompiled in place,
 * edited or not, with every other earlier output kept. The build ends as a clean build of the same
 * sources does, byte for byte, or, where the compiler cannot replace a class it finds, with a
 * Switchboard error that says what to delete: never an internal error, never an error in a
 * generated file. Under javac and ecj.
 *
 * <p>A class file nested in the generated class without the generated class's own is what ecj
 * cannot read: it aborts on the first one it meets ("The type shop.SwitchboardShop cannot be
 * resolved. It is indirectly referenced from required .class files"), and javac, once such a file is
 * deleted, shows the processor that class as unreadable for the rest of the compilation. The
 * processor deletes them before generating, and reads no class of the dispatcher's package but those
 * it names.
 */
class PartlyMissingGeneratedOutputsTest {
  @TempDir
  Path project;

  /** Handlers for two nested classes of cases; one fewer handler leaves one. */
  private static final int HANDLERS = 257;

  private static final String GENERATED = "shop/SwitchboardShop";
  private static final String STATE = "META-INF/switchboard/module-state.tsv";
  private static final String REPORT = "META-INF/switchboard/shop.Shop.json";

  /** What is deleted from the full build's output. */
  enum Missing {
    CLASS_FILE(GENERATED + ".class"),
    CLASS_FILE_AND_ONE_NESTED(GENERATED + ".class", GENERATED + "$Cases1.class"),
    ONE_NESTED_CLASS_FILE(GENERATED + "$Cases0.class"),
    ALL_NESTED_CLASS_FILES(GENERATED + "$Cases0.class", GENERATED + "$Cases1.class"),
    GENERATED_SOURCE("generated/" + GENERATED + ".java"),
    GENERATED_SOURCE_AND_CLASS_FILE("generated/" + GENERATED + ".java", GENERATED + ".class"),
    STATE_AND_CLASS_FILE(STATE, GENERATED + ".class"),
    STATE_AND_GENERATED_SOURCE_AND_CLASS_FILE(
        STATE, "generated/" + GENERATED + ".java", GENERATED + ".class"),
    /** Under ecj, the nested class files are found from the dispatcher's route report. */
    STATE_DECLARATION_AND_CLASS_FILE(STATE, "shop/Shop.class", GENERATED + ".class"),
    /**
     * Nothing left that ecj names: under ecj, the class output is found from a resource the
     * processor creates and never writes.
     */
    STATE_DECLARATION_REPORT_AND_CLASS_FILE(STATE, "shop/Shop.class", REPORT, GENERATED + ".class");

    /** Paths in the class output, or under {@code generated/} in the generated sources. */
    final List<String> paths;

    Missing(String... paths) {
      this.paths = List.of(paths);
    }

    boolean classFileKept() {
      return !paths.contains(GENERATED + ".class");
    }

    boolean stateKept() {
      return !paths.contains(STATE);
    }

    boolean reportKept() {
      return !paths.contains(REPORT);
    }
  }

  /** The handler file as recompiled: as it was, or with one handler fewer, below a layout threshold. */
  enum Edit {
    NONE,
    ONE_HANDLER_FEWER;

    int handlers() {
      return this == NONE ? HANDLERS : HANDLERS - 1;
    }
  }

  static List<Arguments> cases() {
    return Compilers.each(Missing.values(), Edit.values());
  }

  @ParameterizedTest
  @MethodSource("cases")
  void aPartialBuildWithGeneratedOutputsMissingBuildsAsACleanBuildOrSaysWhatToDelete(
      Compilers compiler, Missing missing, Edit edit) throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    LayoutPartialBuildsTest.handlerMethods(HANDLERS, HANDLERS).forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    for (String path : missing.paths) {
      Path file = path.startsWith("generated/")
          ? build.generated().resolve(path.substring("generated/".length()))
          : build.classes().resolve(path);
      assertWithMessage("the full build's %s", path).that(Files.exists(file)).isTrue();
      Files.delete(file);
    }

    Map<String, String> sources = LayoutPartialBuildsTest.handlerMethods(edit.handlers(), HANDLERS);
    build.write("shop/Handlers.java", sources.get("shop/Handlers.java"));
    // Without the module state, the dispatcher is known only from its declaration compiled now.
    Compilers.Result partial = missing.stateKept()
        ? build.compileKeepingOutput("shop/Handlers.java")
        : build.compileKeepingOutput("shop/Shop.java", "shop/Handlers.java");

    if (!compiler.regeneratesOverItsOwnClassFiles() && missing.classFileKept()) {
      // Batch ecj refuses to create a source whose class it finds: the one error says what to
      // delete.
      assertOneError(
          partial,
          "[SB802] cannot generate shop.SwitchboardShop again",
          "Fix: delete shop.SwitchboardShop.class and its nested classes");
      return;
    }
    assertWithMessage("%s", partial).that(partial.success()).isTrue();
    ModuleBuild clean = new ModuleBuild(project.resolve("clean"), compiler);
    sources.forEach(clean::write);
    Compilers.Result cleanResult = clean.compileAll();
    assertWithMessage("%s", cleanResult).that(cleanResult.success()).isTrue();
    Map<String, String> output = build.classOutput();
    Map<String, String> cleanOutput = clean.classOutput();
    assertWithMessage("class files").that(output.keySet()).isEqualTo(cleanOutput.keySet());
    String state = text(output.remove(STATE));
    String cleanState = text(cleanOutput.remove(STATE));
    assertWithMessage("class output").that(output).isEqualTo(cleanOutput);
    if (missing.stateKept()) {
      assertWithMessage("module state").that(state).isEqualTo(cleanState);
    } else if (missing.reportKept()) {
      // Without the previous state, the partial build cannot know it saw the whole module.
      assertWithMessage("%s", partial)
          .that(String.join("\n", partial.messages(Diagnostic.Kind.WARNING)))
          .contains("[SB801]");
    } else {
      // Nothing tells this build from a first one.
      assertWithMessage("%s", partial)
          .that(partial.messages(Diagnostic.Kind.WARNING))
          .isEmpty();
    }
    assertWithMessage("generated sources")
        .that(build.generatedTexts())
        .isEqualTo(clean.generatedTexts());
    if (missing.stateKept()) {
      assertNextBuildLeavesTheOutput(build);
    }
  }

  /**
   * The build after, recompiling the handlers unchanged, finds the dispatcher current and the module
   * state as it records it: it writes neither again.
   */
  private static void assertNextBuildLeavesTheOutput(ModuleBuild build) throws IOException {
    Map<String, FileTime> before = new TreeMap<>(build.backdateGeneratedOutput());
    // Left as the partial build wrote it: the state is written last, after every other output.
    before.put("classes/" + STATE, Files.getLastModifiedTime(build.classes().resolve(STATE)));

    Compilers.Result next = build.compileKeepingOutput("shop/Handlers.java");

    assertWithMessage("%s", next).that(next.success()).isTrue();
    assertWithMessage("dispatcher or module state written again")
        .that(build.lastModified(before))
        .isEqualTo(before);
  }

  /**
   * The dispatcher renamed after its generated class file was deleted, its nested ones kept: they go
   * with the rest of the old dispatcher's output, and, under ecj, before the package of the new
   * dispatcher, the same, is read.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aRenamedDispatcherWhoseClassFileIsGoneLeavesNothingBehind(Compilers compiler)
      throws IOException {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    Map<String, String> sources =
        new LinkedHashMap<>(LayoutPartialBuildsTest.handlerMethods(HANDLERS, HANDLERS));
    sources.forEach(build::write);
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    Files.delete(build.classes().resolve(GENERATED + ".class"));

    String store = sources.remove("shop/Shop.java").replace("interface Shop ", "interface Store ");
    sources.put("shop/Store.java", store);
    build.delete("shop/Shop.java");
    build.write("shop/Store.java", store);
    Compilers.Result partial = build.compileKeepingOutput("shop/Store.java");
    assertWithMessage("%s", partial).that(partial.success()).isTrue();

    build.assertSameAsCleanBuildOf(sources, project.resolve("clean"));
  }

  /** That {@code result} has one error, and it holds each of {@code parts}. */
  private static void assertOneError(Compilers.Result result, String... parts) {
    List<String> errors = result.messages(Diagnostic.Kind.ERROR);
    assertWithMessage("%s", result).that(errors).hasSize(1);
    for (String part : parts) {
      assertWithMessage("%s", result).that(errors.get(0)).contains(part);
    }
  }

  private static String text(String hex) {
    return new String(HexFormat.of().parseHex(hex), StandardCharsets.UTF_8);
  }
}
