package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.resolution.TypedOverloads.MAX_BROADCAST_HANDLERS;
import static dev.switchboard.processor.resolution.TypedOverloads.MAX_ROUTES;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Dispatchers too large for typed {@code dispatch(E)} methods get none, and note SB320 says so on the
 * declaration: a module compiled separately against a smaller version may have bound one, and would
 * fail with {@code NoSuchMethodError}. A note, not a warning, as users build with {@code -Werror}.
 * Compiled only, never run: what is checked is which methods the source has.
 */
class TypedMethodsCapTest {
  @TempDir
  Path project;

  @Test
  void anExclusiveDispatcherKeepsTypedMethodsUpToTheCapOfRoutesAndPastItGetsANote() {
    // One handler of the interface Ev and its final classes: Ev's route, and one per class.
    String atCap = generatedSource(
        assertNoNote(compile(oneHandlerOfManyClasses("atcap", MAX_ROUTES - 1))),
        "atcap.SwitchboardAppEvents");
    assertThat(atCap).contains("public void dispatch(E" + (MAX_ROUTES - 2) + " event) {");

    JavaFileObject[] sources = oneHandlerOfManyClasses("pastcap", MAX_ROUTES);
    Compilation past = compile(sources);
    assertThat(past).succeededWithoutWarnings();
    assertThat(past)
        .hadNoteContaining("[SB320] dispatcher pastcap.AppEvents gets no typed dispatch(E) methods:"
            + " it has " + thousands(MAX_ROUTES + 1) + " routes, more than " + thousands(MAX_ROUTES)
            + ", and their compile cost grows faster than their number, so calls"
            + " with an event's static type bind to dispatch(pastcap.Ev)")
        .inFile(sources[0])
        .onLineContaining("interface AppEvents");
    assertThat(generatedSource(past, "pastcap.SwitchboardAppEvents"))
        .doesNotContain("public void dispatch(E0 event)");
  }

  @Test
  void aBroadcastDispatcherKeepsTypedMethodsUpToTheCapOfHandlersAndPastItGetsANote() {
    String atCap = generatedSource(
        assertNoNote(compile(manyHandlersOfOneClass("batcap", MAX_BROADCAST_HANDLERS))),
        "batcap.SwitchboardAppEvents");
    assertThat(atCap).contains("public void dispatch(Ping event) {");

    JavaFileObject[] sources = manyHandlersOfOneClass("bpastcap", MAX_BROADCAST_HANDLERS + 1);
    Compilation past = compile(sources);
    assertThat(past).succeededWithoutWarnings();
    assertThat(past)
        .hadNoteContaining(
            "[SB320] dispatcher bpastcap.AppEvents gets no typed dispatch(E) methods:" + " it has "
                + (MAX_BROADCAST_HANDLERS + 1) + " handlers, more than the "
                + MAX_BROADCAST_HANDLERS + " a broadcast dispatcher with typed methods can have")
        .inFile(sources[0])
        .onLineContaining("interface AppEvents");
    assertThat(generatedSource(past, "bpastcap.SwitchboardAppEvents"))
        .doesNotContain("public void dispatch(Ping");
  }

  /**
   * The default dispatcher has no declaration to carry the note: it goes on a handler, else an event
   * class, that the build compiles from source. A partial build reads the others from their class
   * files, which have no position (javac printed the note on the first handler without one).
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void theDefaultDispatchersNoteIsOnAClassThePartialBuildCompiles(Compilers compiler) {
    ModuleBuild build = pastTheCap(compiler);
    String note =
        "[SB320] dispatcher p.SwitchboardDispatcher gets no typed dispatch(E) methods: it has "
            + thousands(MAX_ROUTES + 2) + " routes";
    assertNoteOn(build.compileAll(), note, "AFirst.java");

    // The first handler comes from its class file: the note goes on the handler compiled now.
    assertNoteOn(build.compile("p/ZLast.java"), note, "ZLast.java");
    // No handler compiled now: the first event class compiled now (E1 sorts before E7).
    assertNoteOn(build.compile("p/E7.java", "p/E1.java"), note, "E1.java");
    // Neither: no position, and the message names the dispatcher.
    assertNoteOn(build.compile("p/Unrelated.java"), note, null);
  }

  /**
   * A declared dispatcher's note goes on its declaration when the build compiles it; a partial build
   * that reads the declaration from its class file puts it, as for the default dispatcher, on the
   * first handler, else event class, it compiles (javac printed it on the declaration without a
   * position).
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aDeclaredDispatchersNoteIsOnAClassThePartialBuildCompiles(Compilers compiler) {
    ModuleBuild build = pastTheCap(compiler)
        .write(
            "p/Events.java",
            "package p;\n"
                + "@dev.switchboard.annotations.EventDispatcher\npublic interface Events extends dev.switchboard.Dispatcher<Ev> {}\n");
    String note = "[SB320] dispatcher p.Events gets no typed dispatch(E) methods: it has "
        + thousands(MAX_ROUTES + 2) + " routes";
    assertNoteOn(build.compileAll(), note, "Events.java");

    assertNoteOn(build.compile("p/ZLast.java", "p/Events.java"), note, "Events.java");
    // The declaration and the first handler come from their class files: the handler compiled now.
    assertNoteOn(build.compile("p/ZLast.java"), note, "ZLast.java");
    // No handler compiled now: the first event class compiled now (E1 sorts before E7).
    assertNoteOn(build.compile("p/E7.java", "p/E1.java"), note, "E1.java");
    // None of the dispatcher's classes: no position, and the message names the dispatcher.
    assertNoteOn(build.compile("p/Unrelated.java"), note, null);
  }

  /**
   * A module whose dispatcher, of root {@code Ev} or the default, is past the cap by two routes:
   * {@code Ev}'s, one per final class {@code Ei} (handled by {@code AFirst}), and {@code Zed}'s
   * ({@code ZLast}); and {@code Unrelated}, which is none of its classes.
   */
  private ModuleBuild pastTheCap(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    build.write("p/Ev.java", "package p;\npublic interface Ev {}\n");
    build.write("p/Unrelated.java", "package p;\nclass Unrelated {}\n");
    build.write("p/Zed.java", "package p;\npublic final class Zed implements Ev {}\n");
    build.write("p/AFirst.java", handler("AFirst", "Ev"));
    build.write("p/ZLast.java", handler("ZLast", "Zed"));
    for (int i = 0; i < MAX_ROUTES; i++) {
      build.write(
          "p/E" + i + ".java", "package p;\npublic final class E" + i + " implements Ev {}\n");
    }
    return build;
  }

  /** That {@code result} succeeded with one note starting {@code note}, in the file {@code fileName} or, if null, in none. */
  private static void assertNoteOn(Compilers.Result result, String note, String fileName) {
    assertWithMessage("%s", result).that(result.success()).isTrue();
    List<Diagnostic<? extends JavaFileObject>> notes = result.diagnostics().stream()
        .filter(d ->
            d.getKind() == Diagnostic.Kind.NOTE && d.getMessage(Locale.ROOT).contains("[SB320]"))
        .toList();
    assertWithMessage("%s", result).that(notes).hasSize(1);
    Diagnostic<? extends JavaFileObject> only = notes.get(0);
    assertThat(only.getMessage(Locale.ROOT)).startsWith(note);
    if (fileName == null) {
      assertWithMessage("%s", result).that(only.getSource()).isNull();
    } else {
      assertWithMessage("%s", result).that(only.getSource()).isNotNull();
      assertWithMessage("%s", result)
          .that(Path.of(only.getSource().toUri()).getFileName().toString())
          .isEqualTo(fileName);
      assertWithMessage("%s", result).that(only.getLineNumber()).isGreaterThan(0L);
    }
  }

  private static String handler(String name, String event) {
    return "package p;\n@dev.switchboard.annotations.Handles(" + event + ".class)\n"
        + "public final class " + name + " implements dev.switchboard.Handler<" + event + "> {\n"
        + "  @Override public void handle(" + event + " event) {}\n}\n";
  }

  private static String thousands(int number) {
    return String.format(Locale.ROOT, "%,d", number);
  }

  private static Compilation assertNoNote(Compilation compilation) {
    assertThat(compilation).succeededWithoutWarnings();
    for (Diagnostic<? extends JavaFileObject> note : compilation.notes()) {
      assertThat(note.getMessage(Locale.ROOT)).doesNotContain("[SB320]");
    }
    return compilation;
  }

  /** The declaration {@code AppEvents} of root {@code Ev}, one handler of {@code Ev}, and {@code classes} final classes of it. */
  private static JavaFileObject[] oneHandlerOfManyClasses(String packageName, int classes) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(declaration(packageName, "", "Ev"));
    sources.add(
        source(packageName + ".Ev", "package " + packageName + ";", "public interface Ev {}"));
    sources.add(Compilations.log(packageName));
    sources.add(Compilations.loggingHandler(packageName, "All", "Ev.class", "Ev"));
    for (int i = 0; i < classes; i++) {
      sources.add(source(
          packageName + ".E" + i,
          "package " + packageName + ";",
          "public final class E" + i + " implements Ev {}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  /** The broadcast declaration {@code AppEvents} of root {@code Ev}, and {@code handlers} handlers of it. */
  private static JavaFileObject[] manyHandlersOfOneClass(String packageName, int handlers) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(declaration(
        packageName, "mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST", "Ev"));
    sources.add(
        source(packageName + ".Ev", "package " + packageName + ";", "public interface Ev {}"));
    sources.add(source(
        packageName + ".Ping",
        "package " + packageName + ";",
        "public final class Ping implements Ev {}"));
    sources.add(Compilations.log(packageName));
    for (int i = 0; i < handlers; i++) {
      sources.add(Compilations.loggingHandler(packageName, "H" + i, "Ping.class", "Ping"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  private static JavaFileObject declaration(String packageName, String mode, String root) {
    return source(
        packageName + ".AppEvents",
        "package " + packageName + ";",
        "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
        "public interface AppEvents extends dev.switchboard.Dispatcher<" + root + "> {}");
  }
}
