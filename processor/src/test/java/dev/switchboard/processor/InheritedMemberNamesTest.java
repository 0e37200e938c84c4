package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A dispatcher declaration whose own members, or those of its supertypes, are named like what the
 * generated class declares or names: the private methods of its tree of cases ({@code cases0To15})
 * and of large dispatchers ({@code handlersFrom}, {@code newInstances}, {@code sequence0}), its
 * nested classes ({@code Routes0}, {@code Cases0}, {@code Sequence0Part0}), the generated class
 * itself, and the types its code calls methods of ({@code RouteTable.requireEvent}), which a field
 * of the same name would capture. Legal Java, all of it: the generated class must compile, without
 * warnings under javac and ecj, and dispatch to its handlers, not to the user's methods.
 */
class InheritedMemberNamesTest {
  private static final String EXCLUSIVE = "";
  private static final String BROADCAST =
      "mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST";

  /** Past 16 cases {@code dispatch} calls a tree of private methods; past 254 handlers nested classes hold them. */
  private static final int TREE = 20;

  private static final int NESTED = 260;

  @TempDir
  Path directory;

  /**
   * @param handlers the number of handlers: {@code Hi} handles {@code Ei}, or, for a broadcast of
   *     more than {@link #TREE}, every one handles {@code Ping} (a route of more than 256 handlers,
   *     passed in chunks)
   * @param members the members of the declaration {@code AppEvents}, an abstract class
   * @param inherited the members of {@code Names}, an interface {@code AppEvents} implements
   */
  @ParameterizedTest(name = "{0} {1} handlers: {2} / {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        // Methods of the tree of cases: a private method cannot override a public one, nor hide a
        // static one.
        "exclusive|20|public void cases0To15(int route, Ping event) {}|",
        "exclusive|20|protected static void cases16To31(int route, Ping event) {}|",
        "broadcast|20|public void cases0To15(int route, Ping event) {}|",
        // A member class named like the generated class hides it in its own body (create,
        // withDeadLetters).
        "exclusive|20|public static class SwitchboardAppEvents {}|",
        // Fields capture the types the generated code calls static methods of.
        "exclusive|20||int RouteTable = 0; int Objects = 0;",
        "broadcast|20||int BroadcastFailures = 0; int FailurePolicy = 0;",
        // Past 254 handlers: the static helpers, and the nested classes that fields and member
        // classes capture.
        "exclusive|260|public static dev.switchboard.Handler<?>[] handlersFrom("
            + "java.util.function.Function<? super Class<?>, ?> instances) { return null; }"
            + " public java.util.Map<Class<?>, Object> newInstances() { return null; }|",
        "exclusive|260|public static class Cases0 {} public static class Routes0 {}|int Routes0 = 0; int HandlersFrom0 = 0;"
            + " int NewInstances0 = 0; int Cases1 = 0;",
        // The runtime's RouteTable and its Builder, hidden by a member class, past 256 routes
        // (chunked construction).
        "exclusive|260|public interface RouteTable {} public interface Builder {}|",
        // A route of more than 256 handlers builds its array in sequence0 and the nested classes of
        // its parts.
        "broadcast|260|protected static dev.switchboard.Handler<?>[] sequence0(dev.switchboard.Handler<?>[] all) {"
            + " return all; }|int Sequence0Part0 = 0; int SwitchboardAppEvents = 0;",
      })
  void generatedCodeCompilesAndDispatchesWhateverTheDeclarationsMembersAreNamed(
      String mode, int handlers, String members, String inherited) {
    boolean broadcast = mode.equals("broadcast");
    List<JavaFileObject> sources = program(
        broadcast ? BROADCAST : EXCLUSIVE,
        handlers,
        broadcast && handlers > TREE,
        members == null ? "" : members,
        inherited == null ? "" : inherited);
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    Compilations.assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
    @SuppressWarnings("unchecked")
    List<String> log =
        (List<String>) new CompiledClasses(compilation).callStatic("app.Scenario", "run");
    if (broadcast && handlers > TREE) {
      assertThat(log).hasSize(handlers);
      assertThat(log.get(0)).isEqualTo("H0");
    } else if (broadcast) {
      assertThat(log).containsExactly("All", "H0", "All", "H" + (handlers - 1)).inOrder();
    } else {
      assertThat(log).containsExactly("H0", "H" + (handlers - 1)).inOrder();
    }
  }

  /** In the unnamed package nothing can write the generated class's name past a member class of that name. */
  @Test
  void aMemberClassNamedLikeTheGeneratedClassInTheUnnamedPackageIsAnError() {
    JavaFileObject declaration = source(
        "AppEvents",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {",
        "  class SwitchboardAppEvents {}",
        "}");
    Compilation compilation = compile(
        source("Ping", "public class Ping {}"),
        source(
            "OnPing",
            "@dev.switchboard.annotations.Handles(Ping.class)",
            "public final class OnPing implements dev.switchboard.Handler<Ping> {",
            "  public void handle(Ping event) {}",
            "}"),
        declaration);

    assertThat(compilation)
        .hadErrorContaining("[SB319] the generated class of dispatcher AppEvents cannot name a"
            + " type it needs: SwitchboardAppEvents is hidden by the member class SwitchboardAppEvents the generated"
            + " class inherits, and classes of the unnamed package cannot be written qualified")
        .inFile(declaration)
        .onLineContaining("interface AppEvents");
    assertThat(compilation.errors()).hasSize(1);
  }

  /**
   * In the unnamed package a field named like a type whose static members the generated code names
   * ({@code RouteTable.requireEvent}) hides only that use: a class of the package with that name,
   * which the generated code names as a type only, is still written simply, and the runtime's type
   * qualified. (SB319 was reported here.)
   */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "exclusive|RouteTable|Objects",
        "broadcast|BroadcastFailures|FailurePolicy",
      })
  void fieldsNamedLikeRuntimeTypesInTheUnnamedPackageLeaveItsClassesOfThoseNamesNameable(
      String mode, String first, String second) {
    boolean broadcast = mode.equals("broadcast");
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        source("Ping", "public class Ping {}"),
        source(first, "public final class " + first + " extends Ping {}"),
        source(second, "public final class " + second + " extends Ping {}"),
        Compilations.log(""),
        Compilations.loggingHandler("", "OnFirst", first + ".class", first),
        Compilations.loggingHandler("", "OnSecond", second + ".class", second),
        source(
            "AppEvents",
            "@dev.switchboard.annotations.EventDispatcher(" + (broadcast ? BROADCAST : EXCLUSIVE)
                + ")",
            "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {",
            "  int " + first + " = 0;",
            "  int " + second + " = 0;",
            "}"),
        source(
            "Scenario",
            "public final class Scenario {",
            "  public static java.util.List<String> run() {",
            "    AppEvents dispatcher = SwitchboardAppEvents.create();",
            "    dispatcher.dispatch(new " + second + "());",
            "    dispatcher.dispatch(new " + first + "());",
            "    return Log.LINES;",
            "  }",
            "}")));
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    Compilations.assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
    assertThat(new CompiledClasses(compilation).callStatic("Scenario", "run"))
        .isEqualTo(List.of("OnSecond", "OnFirst"));
  }

  /**
   * Events {@code E0...} of root {@code Ping}, {@code handlers} handlers {@code Hi} of {@code Ei} (or,
   * with {@code allOfPing}, of {@code Ping}), for a broadcast of few handlers {@code All} of every
   * {@code Ping} too; the dispatcher {@code AppEvents}, and a {@code Scenario} dispatching the first
   * and last event through {@code create()}.
   */
  private static List<JavaFileObject> program(
      String mode, int handlers, boolean allOfPing, String members, String inherited) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("app.Ping", "package app;", "public class Ping {}"));
    sources.add(Compilations.log("app"));
    for (int i = 0; i < handlers; i++) {
      sources.add(
          source("app.E" + i, "package app;", "public final class E" + i + " extends Ping {}"));
      String event = allOfPing ? "Ping" : "E" + i;
      sources.add(Compilations.loggingHandler("app", "H" + i, event + ".class", event));
    }
    if (!mode.equals(EXCLUSIVE) && !allOfPing) {
      sources.add(
          Compilations.loggingHandler("app", "All", "value = Ping.class, priority = 1", "Ping"));
    }
    sources.add(source("app.Names", "package app;", "public interface Names {", inherited, "}"));
    sources.add(source(
        "app.AppEvents",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
        "public abstract class AppEvents implements dev.switchboard.Dispatcher<Ping>, Names {",
        members,
        "}"));
    sources.add(
        allOfPing
            ? Compilations.scenario(
                "app", "    SwitchboardAppEvents.create().dispatch(new Ping());")
            : Compilations.scenario(
                "app",
                "    AppEvents dispatcher = SwitchboardAppEvents.create();",
                "    dispatcher.dispatch(new E0());",
                "    dispatcher.dispatch(new E" + (handlers - 1) + "());"));
    return sources;
  }
}
