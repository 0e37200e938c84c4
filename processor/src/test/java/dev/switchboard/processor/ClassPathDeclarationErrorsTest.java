package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A partial build that reads a dispatcher's declaration from its class file, and compiles a change
 * that makes it invalid, reports the error on a class it compiles, naming the dispatcher: on the
 * declaration javac and ecj printed it without a file or line.
 */
class ClassPathDeclarationErrorsTest {
  @TempDir
  Path project;

  /** SB313 (DispatcherValidator): the event root, compiled alone, is no longer public. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aRootThatBecameInaccessibleIsReportedOnTheRoot(Compilers compiler) {
    Compilers.Result partial =
        compileAlone(compiler, "ev/Root.java", "package ev;\ninterface Root {}\n");

    assertEveryErrorOn(
        partial, "[SB313] the generated class of dispatcher app.AppEvents", "Root.java");
  }

  /** SB315 (GeneratedNameCheck): a class compiled alone takes the name of the declared dispatcher's class. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aClassTakingTheGeneratedNameIsReportedOnThatClassOnly(Compilers compiler) {
    Compilers.Result partial = compileAlone(
        compiler,
        "app/SwitchboardAppEvents.java",
        "package app;\npublic class SwitchboardAppEvents {}\n");

    assertEveryErrorOn(
        partial,
        "[SB315] dispatcher app.AppEvents would generate class app.SwitchboardAppEvents",
        "SwitchboardAppEvents.java");
  }

  /** SB316 (GeneratedNameCheck): a dispatcher compiled alone names its class like the declared one's. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aDispatcherCompiledNowCollidingWithOneReadFromItsClassFileCarriesBothErrors(
      Compilers compiler) {
    Compilers.Result partial = compileAlone(
        compiler,
        "app/Other.java",
        "package app;\n"
            + "@dev.switchboard.annotations.EventDispatcher(name = \"SwitchboardAppEvents\")\n"
            + "public interface Other extends dev.switchboard.Dispatcher<ev.Root> {}\n");

    assertEveryErrorOn(partial, "[SB316] dispatchers", "Other.java");
    assertWithMessage("%s", partial)
        .that(partial.messages(Diagnostic.Kind.ERROR))
        .hasSize(2);
  }

  /** {@code path}, written as {@code text} after a full build of {@link #app}, compiled alone. */
  private Compilers.Result compileAlone(Compilers compiler, String path, String text) {
    ModuleBuild build = app(compiler);
    build.write(path, text);
    return build.compile(path);
  }

  /** A module with the dispatcher {@code app.AppEvents} of {@code ev.Root} and a handler, fully built. */
  private ModuleBuild app(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    build.write("ev/Root.java", "package ev;\npublic interface Root {}\n");
    build.write("ev/Placed.java", "package ev;\npublic final class Placed implements Root {}\n");
    build.write(
        "app/AppEvents.java",
        "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface AppEvents extends dev.switchboard.Dispatcher<ev.Root> {}\n");
    build.write(
        "app/OnPlaced.java",
        "package app;\n@dev.switchboard.annotations.Handles(ev.Placed.class)\n"
            + "public final class OnPlaced implements dev.switchboard.Handler<ev.Placed> {\n"
            + "  @Override public void handle(ev.Placed event) {}\n}\n");
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();
    return build;
  }

  /** The build failed with at least one error starting with {@code start}, and every error is in {@code file}. */
  private static void assertEveryErrorOn(Compilers.Result partial, String start, String file) {
    List<Diagnostic<? extends JavaFileObject>> errors = partial.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", partial).that(partial.success()).isFalse();
    assertWithMessage("%s", partial)
        .that(errors.stream().anyMatch(e -> e.getMessage(Locale.ROOT).startsWith(start)))
        .isTrue();
    for (Diagnostic<? extends JavaFileObject> error : errors) {
      assertWithMessage("%s", partial).that(error.getSource()).isNotNull();
      assertWithMessage("%s", partial)
          .that(Path.of(error.getSource().toUri()).getFileName().toString())
          .isEqualTo(file);
      assertWithMessage("%s", partial).that(error.getLineNumber()).isGreaterThan(0L);
    }
  }
}
