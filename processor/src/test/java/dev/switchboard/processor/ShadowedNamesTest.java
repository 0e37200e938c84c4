package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * User classes whose names the generated code also uses: {@code java.lang} types (which a class of
 * the dispatcher's package shadows), Switchboard's own runtime types, the names of generated fields,
 * parameters and type variables, and member classes the generated class inherits from its
 * declaration, and whatever is named {@code java} (which shadows the package of {@code java.util.Objects}).
 * Generated code must compile, warning-free under javac and ecj, whatever the user named their classes.
 */
class ShadowedNamesTest {
  private static final String EXCLUSIVE = "";
  private static final String BROADCAST =
      "mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST";
  private static final String DEFAULT = "default";

  /** Past 254 handlers (one constructor's parameters) every table of a dispatcher is in a nested class. */
  private static final int HANDLERS_FOR_NESTED_CLASSES = 260;

  @TempDir
  Path directory;

  /** Every simple name the generated code writes, or might. */
  private static final List<String> NAMES = List.of(
      "Override",
      "Class",
      "Object",
      "String",
      "SuppressWarnings",
      "Generated",
      "Objects",
      "Handler",
      "Handlers",
      "Dispatcher",
      "RouteTable",
      "GeneratedDispatcher",
      "FailurePolicy",
      "SwitchboardGenerated",
      "Inject",
      "Deprecated",
      "Record",
      "Enum",
      "Integer",
      "Runnable",
      "Exception",
      "RuntimeException",
      "Error",
      "Throwable",
      "Iterable",
      "Builder",
      "T",
      "Routes",
      "Original",
      "DeadLetters",
      "Event",
      "Type",
      "Handle",
      "Route",
      "PingRoute",
      "Create",
      "Instances",
      "Function",
      "List");

  /** The names of the JDK's and the runtime's types among {@link #NAMES}: a smaller program. */
  private static final List<String> JAVA_LANG_AND_RUNTIME_NAMES = List.of(
      "Override",
      "Class",
      "SuppressWarnings",
      "Throwable",
      "Generated",
      "Objects",
      "Handler",
      "RouteTable",
      "GeneratedDispatcher",
      "Function");

  /** Handlers of {@code Ping} named like the generated code's fields and parameters. */
  private static final List<String> HANDLERS_NAMED_LIKE_VARIABLES =
      List.of("Routes", "Original", "DeadLetters", "Event", "Type", "PingRoute", "Handlers");

  private static List<JavaFileObject> program(String mode, boolean events) {
    return program(mode, events, "", NAMES);
  }

  /**
   * @param declarationMembers more members of the declared dispatcher interface
   * @param names the classes of the dispatcher's package
   */
  private static List<JavaFileObject> program(
      String mode, boolean events, String declarationMembers, List<String> names) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("app.Ping", "package app;", "public class Ping {}"));
    for (String name : names) {
      // Each name is a class of the dispatcher's package: an event with a handler of its own, or
      // not.
      sources.add(source(
          "app." + name,
          "package app;",
          "public class " + name + (events ? " extends Ping {}" : " {}")));
      if (!events) {
        continue;
      }
      sources.add(source(
          "app.On" + name,
          "package app;",
          "@dev.switchboard.annotations.Handles(" + name + ".class)",
          "public final class On" + name + " implements dev.switchboard.Handler<" + name + "> {",
          "  public void handle(" + name + " event) {}",
          "}"));
    }
    for (String name : HANDLERS_NAMED_LIKE_VARIABLES) {
      sources.add(source(
          "app.handlers." + name,
          "package app.handlers;",
          "@dev.switchboard.annotations.Handles(app.Ping.class)",
          "public final class " + name + " implements dev.switchboard.Handler<app.Ping> {",
          "  public void handle(app.Ping event) {}",
          "}"));
    }
    if (mode.equals("default")) {
      return sources;
    }
    sources.add(source(
        "app.AppEvents",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
        "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {",
        "  class Override {} class Handler {} interface RouteTable {} class Routes {}",
        declarationMembers,
        "}"));
    return sources;
  }

  @ParameterizedTest
  @CsvSource({
    "'', true",
    "'', false",
    "default, true",
    "default, false",
    "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST', true",
    "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST', false"
  })
  void generatedCodeCompilesWhateverTheUsersClassesAreNamed(String mode, boolean events) {
    // mode: the @EventDispatcher's members, or "default" for no declaration (the default
    // dispatcher)
    assertCompilesCleanly(mode, program(mode, events), false);
  }

  /**
   * An event {@code app.Handler} beside the member class {@code AppEvents.Handler} the generated
   * class inherits. The direct call's cast, the typed method's parameter and the route
   * must name the event, qualified; javac rejects a cast to the wrong {@code Handler}.
   */
  @Test
  void anEventNamedLikeAnInheritedMemberClassIsWrittenQualified() {
    JavaFileObject[] sources = {
      source("app.Ping", "package app;", "public class Ping {}"),
      source("app.Handler", "package app;", "public class Handler extends Ping {}"),
      handler("app.OnHandler", "Handler"),
      appEvents("app", "class Handler {}"),
    };
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "app.SwitchboardAppEvents");
    assertThat(generated).contains("onHandler.handle((app.Handler) event);");
    assertThat(generated).contains("public void dispatch(app.Handler event) {");
    assertThat(generated).contains(".handle(app.Handler.class, onHandler)");
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  /**
   * Something named {@code java} shadows the package {@code java} in qualified names ({@code
   * java.lang.Override}, {@code java.util.Objects}); a variable named like the first identifier of
   * any package shadows that package. Each is combined with classes of the dispatcher's package named
   * like {@code java.lang} and runtime types, which generated code would otherwise write qualified.
   */
  static Stream<Arguments> namedJava() {
    List<Arguments> all = new ArrayList<>();
    for (String mode : List.of(EXCLUSIVE, BROADCAST, DEFAULT)) {
      all.add(Arguments.of(
          mode,
          "a class named java in the dispatcher's package",
          List.of(source("app.java", "package app;", "public class java {}")),
          ""));
      all.add(Arguments.of(
          mode,
          "an event named java",
          List.of(
              source("app.java", "package app;", "public class java extends Ping {}"),
              handler("app.OnJava", "java")),
          ""));
      all.add(Arguments.of(
          mode,
          "handlers named java, Java, App and Dev, whose fields would shadow packages",
          List.of(
              event("app.ByJava"),
              handler("app.handlers.java", "app.ByJava"),
              event("app.ByCapitalJava"),
              handler("app.more.Java", "app.ByCapitalJava"),
              event("app.ByApp"),
              handler("app.more.App", "app.ByApp"),
              event("app.ByDev"),
              handler("app.more.Dev", "app.ByDev")),
          ""));
      all.add(Arguments.of(
          mode,
          "events in a package named java",
          List.of(
              source(
                  "app.java.Signal",
                  "package app.java;",
                  "public class Signal extends app.Ping {}"),
              handler("app.java.OnSignal", "Signal")),
          ""));
      if (!mode.equals(DEFAULT)) {
        all.add(Arguments.of(
            mode, "a field named java in the declaration", List.of(), "int java = 0;"));
        all.add(Arguments.of(
            mode, "a member class named java in the declaration", List.of(), "class java {}"));
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{1}, {0}")
  @MethodSource("namedJava")
  void generatedCodeCompilesWhateverIsNamedJava(
      String mode, String what, List<JavaFileObject> more, String declarationMembers) {
    List<JavaFileObject> sources =
        program(mode, true, declarationMembers, JAVA_LANG_AND_RUNTIME_NAMES);
    sources.addAll(more);
    // ecj once per case: the three kinds of dispatcher name the same types.
    assertCompilesCleanly(mode, sources, mode.equals(EXCLUSIVE));
  }

  /**
   * In the unnamed package the user's classes cannot be qualified: the {@code java.lang} and runtime
   * types they shadow are written qualified instead.
   */
  @ParameterizedTest
  @CsvSource({"''", "default", "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST'"
  })
  void classesOfTheUnnamedPackageNamedLikeTheGeneratedCodesOwnTypes(String mode) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("Ping", "public class Ping {}"));
    for (String name : JAVA_LANG_AND_RUNTIME_NAMES) {
      sources.add(source(name, "public class " + name + " extends Ping {}"));
      sources.add(source(
          "On" + name,
          "@dev.switchboard.annotations.Handles(" + name + ".class)",
          "public final class On" + name + " implements dev.switchboard.Handler<" + name + "> {",
          "  public void handle(" + name + " event) {}",
          "}"));
    }
    if (!mode.equals(DEFAULT)) {
      sources.add(source(
          "AppEvents",
          "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
          "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {}"));
    }
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    Compilations.assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
  }

  /**
   * A dispatcher of more than 254 handlers keeps its tables in nested classes ({@code Routes0},
   * {@code Cases0}, {@code HandlersFrom0}, {@code NewInstances0}); beside events of its package with
   * those names they take a suffix ({@code Routes0_2}), so the events keep their simple names, as in
   * the unnamed package they must (GeneratedNestedClassNamesTest). Before, the events were qualified.
   */
  @Test
  void eventsNamedLikeTheGeneratedNestedClasses() {
    List<String> holders = List.of("Routes0", "Cases0", "HandlersFrom0", "NewInstances0");
    List<String> all = new ArrayList<>(List.of("package app;", "public final class All {"));
    List<String> events = new ArrayList<>(holders);
    for (int i = 0; i < HANDLERS_FOR_NESTED_CLASSES; i++) {
      all.add("  public static final class E" + i + " extends Ping {}");
      events.add("All.E" + i);
    }
    for (String event : events) {
      all.add(
          "  @dev.switchboard.annotations.Handles(" + event + ".class) public static final class On"
              + event.replace("All.", "") + " implements dev.switchboard.Handler<" + event + "> {");
      all.add("    public void handle(" + event + " event) {}");
      all.add("  }");
    }
    all.add("}");
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        source("app.Ping", "package app;", "public class Ping {}"),
        source("app.All", all.toArray(String[]::new)),
        appEvents("app")));
    holders.forEach(name -> sources.add(
        source("app." + name, "package app;", "public class " + name + " extends Ping {}")));
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "app.SwitchboardAppEvents");
    for (String name : holders) {
      assertThat(generated).contains("private static final class " + name + "_2 {");
      assertThat(generated).contains("(" + name + ".class");
      assertThat(generated).doesNotContain("app." + name);
      // Each has a typed method, in the dispatcher and in the nested class of cases that holds its
      // handler.
      assertThat(generated).contains("void dispatch(" + name + " event) {");
    }
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    Compilations.assertCompilesUnderEcjWithoutWarnings(directory, sources, List.of());
  }

  /** No way to write the event: in the unnamed package, the inherited {@code AppEvents.Handler} hides it. */
  @Test
  void anUnnamedPackagesClassHiddenByAnInheritedMemberClassIsAnError() {
    JavaFileObject events = appEvents("", "class Handler {}");
    Compilation compilation = compile(
        source("Ping", "public class Ping {}"),
        source("Handler", "public class Handler extends Ping {}"),
        handler("OnHandler", "Handler"),
        events);

    assertOnlyError(
        compilation,
        events,
        "[SB319] the generated class of dispatcher AppEvents cannot name a type"
            + " it needs: Handler is hidden by the member class Handler the generated class inherits, and classes of"
            + " the unnamed package cannot be written qualified");
  }

  /** A class {@code app.app} hides the package {@code app}: {@code app.Handler} cannot be written. */
  @Test
  void aClassHiddenByAnInheritedMemberClassInAPackageWhoseNameIsHiddenIsAnError() {
    JavaFileObject events = appEvents("app", "class Handler {}");
    Compilation compilation = compile(
        source("app.Ping", "package app;", "public class Ping {}"),
        source("app.app", "package app;", "public class app {}"),
        source("app.Handler", "package app;", "public class Handler extends Ping {}"),
        handler("app.OnHandler", "Handler"),
        events);

    assertOnlyError(
        compilation,
        events,
        "[SB319] the generated class of dispatcher app.AppEvents cannot name a"
            + " type it needs: app.Handler is hidden by the member class Handler the generated class inherits, and a"
            + " class, member class or field named app hides the package app");
  }

  /** The declaration hides {@code RouteTable} and, with a field {@code dev}, its package too. */
  @Test
  void aRuntimeTypeHiddenTwiceIsAnError() {
    JavaFileObject events = appEvents("app", "interface RouteTable {}", "int dev = 0;");
    Compilation compilation = compile(
        source("app.Ping", "package app;", "public class Ping {}"),
        handler("app.OnPing", "Ping"),
        events);

    assertOnlyError(
        compilation,
        events,
        "[SB319] the generated class of dispatcher app.AppEvents cannot name a"
            + " type it needs: dev.switchboard.support.RouteTable must be written qualified, and something named dev"
            + " in the generated class's scope hides its package");
  }

  private static void assertOnlyError(
      Compilation compilation, JavaFileObject declaration, String message) {
    assertThat(compilation)
        .hadErrorContaining(message)
        .inFile(declaration)
        .onLineContaining("interface AppEvents");
    assertThat(compilation.errors()).hasSize(1);
  }

  /** An exclusive {@code AppEvents} of root {@code Ping} in {@code packageName} with {@code members}. */
  private static JavaFileObject appEvents(String packageName, String... members) {
    List<String> lines = new ArrayList<>();
    if (!packageName.isEmpty()) {
      lines.add("package " + packageName + ";");
    }
    lines.add("@dev.switchboard.annotations.EventDispatcher");
    lines.add("public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {");
    lines.addAll(Arrays.asList(members));
    lines.add("}");
    return source(
        packageName.isEmpty() ? "AppEvents" : packageName + ".AppEvents",
        lines.toArray(String[]::new));
  }

  /**
   * The fuzzer's case: {@code java.lang} types the user's declarations bring into the generated code
   * (the root {@code Object} of a default dispatcher or of {@code Dispatcher<Object>}, events
   * {@code Integer} and {@code Runnable}) beside classes of the package with those names.
   */
  @ParameterizedTest
  @CsvSource({"default", "''", "'mode = dev.switchboard.annotations.EventDispatcher.Mode.BROADCAST'"
  })
  void javaLangTypesOfTheUsersDeclarationsAreNotShadowed(String mode) {
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        source("app.Object", "package app;", "public class Object {}"),
        source("app.Integer", "package app;", "public class Integer extends Object {}"),
        source("app.Runnable", "package app;", "public interface Runnable {}"),
        source("app.Tock", "package app;", "public final class Tock {}"),
        handler("app.OnTock", "Tock"),
        handler("app.OnInteger", "java.lang.Integer"),
        handler("app.OnRunnable", "java.lang.Runnable")));
    if (!mode.equals(DEFAULT)) {
      sources.add(source(
          "app.AppEvents",
          "package app;",
          "@dev.switchboard.annotations.EventDispatcher(" + mode + ")",
          "public interface AppEvents extends dev.switchboard.Dispatcher<java.lang.Object> {}"));
    }

    assertCompilesCleanly(mode, sources, true);
  }

  /** Hidden once, each is fine: a field {@code dev} (the runtime's types are imported), a member class {@code RouteTable}. */
  @ParameterizedTest
  @CsvSource({
    "'int dev = 0;'",
    "'interface RouteTable {}'",
    "'class Objects {} class Class {} class Throwable {}'"
  })
  void aRuntimeOrJdkTypeHiddenOnceIsWrittenTheOtherWay(String declarationMembers) {
    JavaFileObject[] sources = {
      source("app.Ping", "package app;", "public class Ping {}"),
      source("app.Pong", "package app;", "public class Pong extends Ping {}"),
      handler("app.OnPing", "Ping"),
      handler("app.OnPong", "Pong"),
      appEvents("app", declarationMembers),
    };
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    Compilations.assertCompilesUnderEcjWithoutWarnings(
        directory, Arrays.asList(sources), List.of());
  }

  private void assertCompilesCleanly(
      String mode, List<JavaFileObject> sources, boolean alsoUnderEcj) {
    // A broadcast dispatcher takes every handler; an exclusive one only one handler of Ping.
    if (!mode.contains("BROADCAST")) {
      sources.removeIf(s -> !s.getName().endsWith("/handlers/Routes.java")
          && HANDLERS_NAMED_LIKE_VARIABLES.stream()
              .anyMatch(name -> s.getName().endsWith("/handlers/" + name + ".java")));
    }
    // The default dispatcher goes to the handlers' common package: make it the one of the clashing
    // names.
    List<String> options = List.of("-Aswitchboard.defaultDispatcher=app.SwitchboardDispatcher");
    Compilation compilation = compile(options, sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources.toArray(JavaFileObject[]::new));
    assertThat(compilation.generatedSourceFiles()).isNotEmpty();
    if (alsoUnderEcj) {
      Compilations.assertCompilesUnderEcjWithoutWarnings(directory, sources, options);
    }
  }

  private static JavaFileObject event(String qualifiedName) {
    int dot = qualifiedName.lastIndexOf('.');
    return source(
        qualifiedName,
        "package " + qualifiedName.substring(0, dot) + ";",
        "public class " + qualifiedName.substring(dot + 1) + " extends app.Ping {}");
  }

  private static JavaFileObject handler(String qualifiedName, String event) {
    int dot = qualifiedName.lastIndexOf('.');
    return source(
        qualifiedName,
        dot < 0 ? "" : "package " + qualifiedName.substring(0, dot) + ";",
        "@dev.switchboard.annotations.Handles(" + event + ".class)",
        "public final class " + qualifiedName.substring(dot + 1)
            + " implements dev.switchboard.Handler<" + event + "> {",
        "  public void handle(" + event + " event) {}",
        "}");
  }
}
