package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Kotlin objects nested in a class that declares or inherits a field of the name of a class on the
 * way to them: where {@code create()} reads {@code Outer.inner.INSTANCE}, {@code Outer.inner} means
 * the field {@code inner} (JLS 6.5.2), even beside the member class {@code inner}. Legal in Java and in
 * Kotlin class files and kapt stubs: the generated class must compile under javac and ecj and take
 * the object's instance, or, where no spelling can name it, SB114 says so on the object.
 */
class ObscuredObjectsTest {
  @TempDir
  Path directory;

  /**
   * @param classes the classes around the object, {@code OBJECT(name)} standing for the object
   *     {@code name}, each {@code class} line of them one source of package {@code app}, split at {@code ;;}
   * @param imported the class the generated class imports to read the object
   * @param readAs how it then reads the object's class ({@code readAs.INSTANCE})
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a field of the enclosing class"
            + "|public class Outer { public static Object inner = \"field\"; OBJECT(inner) }"
            + "|app.Outer.inner|inner",
        "a field the enclosing class inherits from its superclass"
            + "|public class Base { public static Object inner = \"field\"; };;public class Outer extends Base { OBJECT(inner) }"
            + "|app.Outer.inner|inner",
        "a field the enclosing class inherits from an interface"
            + "|public interface Names { Object inner = \"field\"; };;public class Outer implements Names { OBJECT(inner) }"
            + "|app.Outer.inner|inner",
        "A.B.c where A has a field B"
            + "|public class A { public static Object B = \"field\"; public static class B { OBJECT(c) } }"
            + "|app.A.B.c|c",
        "A.B.c where B has a field c"
            + "|public class A { public static class B { public static Object c = \"field\"; OBJECT(c) } }"
            + "|app.A.B.c|c",
        // The object's simple name is the event's, Ping: the class below the field is imported
        // instead.
        "A.B.Ping where A has a field B, the object named like a class the dispatcher names"
            + "|public class A { public static Object B = \"field\"; public static class B { OBJECT(Ping) } }"
            + "|app.A.B|B.Ping",
        // The imported name is left free: the table's field is not routes, nor the handler's
        // parameter.
        "an object named like the table's field"
            + "|public class Outer { public static Object routes = \"field\"; OBJECT(routes) }"
            + "|app.Outer.routes|routes",
      })
  void createReadsTheObjectThroughAnImport(
      String name, String classes, String imported, String readAs) {
    Map<String, String> sources = program("", classes, "", imported, readAs);

    String generated = assertTakesTheObjectUnderJavacAndEcj(sources);
    assertWithMessage(generated).that(generated).contains("\nimport " + imported + ";\n");
    assertWithMessage(generated).that(generated).contains("(" + readAs + ".INSTANCE)");
  }

  /**
   * Past the constructor's parameter limit {@code create()} builds its handlers in the methods of
   * nested classes ({@code NewInstances0.newInstances0(instances)}): the object is read there the same way.
   */
  @Test
  void manyHandlersReadTheObjectThroughTheImportToo() {
    Map<String, String> sources = program(
        "",
        "public class Outer { public static Object inner = \"field\"; OBJECT(inner) }",
        "",
        "app.Outer.inner",
        "inner");
    for (int i = 0; i < 260; i++) {
      sources.put("app.E" + i, "package app;\npublic final class E" + i + " extends Ping {}\n");
      sources.put(
          "app.H" + i,
          text(Compilations.loggingHandler("app", "H" + i, "E" + i + ".class", "E" + i)));
    }

    assertThat(assertTakesTheObjectUnderJavacAndEcj(sources)).contains(".class, inner.INSTANCE);");
  }

  /**
   * Compiles {@code sources} under javac (the generated code also with {@code -Xlint:all -Werror}) and
   * ecj, without warnings, and runs the scenario from each: the dispatcher's handler is the object's
   * {@code INSTANCE}. Returns the generated source.
   */
  private String assertTakesTheObjectUnderJavacAndEcj(Map<String, String> sources) {
    Compilation compilation = compile(javaSources(sources));
    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "app.SwitchboardAppEvents");
    assertGeneratedCodeCompilesCleanly(compilation, javaSources(sources));
    assertThat(new CompiledClasses(compilation).callStatic("app.Scenario", "run"))
        .isEqualTo(List.of("object", "true"));
    Compilations.assertCompilesUnderEcjWithoutWarnings(
        directory, List.of(javaSources(sources)), List.of());
    assertThat(run(new ModuleBuild(directory.resolve("ecj"), Compilers.ECJ)))
        .isEqualTo(List.of("object", "true"));
    return generated;
  }

  /** With no create() nothing reads the object's INSTANCE: nothing to report. */
  @Test
  void withoutCreateAnObscuredObjectThatNoImportNamesIsNoError() {
    Map<String, String> sources = program(
        "factory = dev.switchboard.annotations.EventDispatcher.Factory.NONE",
        "public class Outer { public static Object inner = \"field\"; OBJECT(inner) }",
        "int inner = 0;",
        "",
        "");
    sources.remove("app.Scenario");

    Compilation compilation = compile(javaSources(sources));
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "app.SwitchboardAppEvents"))
        .doesNotContain("public static SwitchboardAppEvents create()");
    assertGeneratedCodeCompilesCleanly(compilation, javaSources(sources));
    Compilations.assertCompilesUnderEcjWithoutWarnings(
        directory, List.of(javaSources(sources)), List.of());
  }

  /**
   * Where the import's simple name means something else in the generated class (an inherited field,
   * another class it names) or the object is in the unnamed package, whose classes cannot be
   * imported, no spelling reads the object: SB114 on the object, under javac and ecj alike.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "a field the generated class inherits|app|int inner = 0;|"
            + "|the create() of dispatcher app.AppEvents cannot read the INSTANCE of Kotlin object app.Outer.inner:"
            + " app.Outer.inner there means the field inner that app.Outer declares or inherits, and no import helps"
            + " (import app.Outer.inner: the generated class inherits a field inner)",
        "a class the generated class names|app||public class inner extends Ping {}"
            + "|the create() of dispatcher app.AppEvents cannot read the INSTANCE of Kotlin object app.Outer.inner:"
            + " app.Outer.inner there means the field inner that app.Outer declares or inherits, and no import helps"
            + " (import app.Outer.inner: the generated class names the class app.inner)",
        "the unnamed package|||"
            + "|the create() of dispatcher AppEvents cannot read the INSTANCE of Kotlin object Outer.inner:"
            + " Outer.inner there means the field inner that Outer declares or inherits, and a class of the unnamed"
            + " package cannot be imported",
      })
  void anObscuredObjectThatNoImportNamesIsAnErrorOnTheObject(
      String name, String packageName, String members, String event, String message) {
    String prefix = packageName == null ? "" : packageName + ".";
    Map<String, String> sources = new TreeMap<>();
    sources.put("kotlin.Metadata", text(KotlinStubsTest.METADATA));
    sources.put(prefix + "Ping", packageLine(packageName) + "public class Ping {}\n");
    sources.put(prefix + "Log", text(Compilations.log(packageName == null ? "" : packageName)));
    sources.put(
        prefix + "Outer",
        packageLine(packageName)
            + "public class Outer {\n"
            + "  public static Object inner = \"field\";\n"
            + object(prefix, "inner")
            + "}\n");
    if (event != null) {
      sources.put(prefix + "inner", packageLine(packageName) + event + "\n");
      sources.put(
          prefix + "OnInner",
          packageLine(packageName)
              + "@dev.switchboard.annotations.Handles(inner.class)\n"
              + "public final class OnInner implements dev.switchboard.Handler<inner> {\n"
              + "  @Override public void handle(inner event) {}\n"
              + "}\n");
    }
    sources.put(
        prefix + "AppEvents",
        packageLine(packageName)
            + "@dev.switchboard.annotations.EventDispatcher\n"
            + "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {\n"
            + "  " + (members == null ? "" : members) + "\n"
            + "}\n");
    String expected = "[SB114] " + message
        + ". Fix: rename the field or the object, or set factory = NONE and pass"
        + " the object to the dispatcher's constructor.";
    String objectLine = "class inner implements";

    JavaFileObject[] javaSources = javaSources(sources);
    Compilation compilation = compile(javaSources);
    JavaFileObject outer = javaSources[new ArrayList<>(sources.keySet()).indexOf(prefix + "Outer")];
    assertThat(compilation).hadErrorContaining(expected).inFile(outer).onLineContaining(objectLine);
    assertThat(compilation.errors()).hasSize(1);

    Compilers.Result result = ecjBuild(sources).compileAll();
    List<Diagnostic<? extends JavaFileObject>> errors = result.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", result).that(errors).hasSize(1);
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertWithMessage("%s", result).that(error.getMessage(Locale.ROOT)).isEqualTo(expected);
    assertWithMessage("%s", result).that(error.getSource().getName()).endsWith("Outer.java");
    assertWithMessage("%s", result)
        .that(error.getLineNumber())
        .isEqualTo(lineOf(sources.get(prefix + "Outer"), objectLine));
  }

  /**
   * A partial build that recompiles only the declaration, now inheriting a field of the object's name,
   * reads the object from its class file, which has no position: SB114 goes on the declaration.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void anObjectReadFromItsClassFileIsReportedOnTheDeclaration(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(directory.resolve(compiler.name()), compiler);
    build.write("kotlin/Metadata.java", text(KotlinStubsTest.METADATA));
    build.write("app/Ping.java", "package app;\npublic class Ping {}\n");
    build.write("app/Log.java", text(Compilations.log("app")));
    build.write(
        "app/Outer.java",
        "package app;\npublic class Outer {\n" + "  public static Object inner = \"field\";\n"
            + object("app.", "inner") + "}\n");
    String declaration = "package app;\n@dev.switchboard.annotations.EventDispatcher\n"
        + "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {\n  %s\n}\n";
    build.write("app/AppEvents.java", String.format(declaration, ""));
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    build.write("app/AppEvents.java", String.format(declaration, "int inner = 0;"));
    Compilers.Result partial = build.compile("app/AppEvents.java");

    List<Diagnostic<? extends JavaFileObject>> errors = partial.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", partial).that(errors).hasSize(1);
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertWithMessage("%s", partial)
        .that(error.getMessage(Locale.ROOT))
        .startsWith("[SB114] the create() of dispatcher"
            + " app.AppEvents cannot read the INSTANCE of Kotlin object app.Outer.inner");
    assertWithMessage("%s", partial).that(error.getSource()).isNotNull();
    assertWithMessage("%s", partial).that(error.getSource().getName()).endsWith("AppEvents.java");
    assertWithMessage("%s", partial).that(error.getLineNumber()).isEqualTo(3);
  }

  /**
   * The sources of package {@code app}: {@code classes} (with their objects), the event root {@code
   * Ping}, {@code AppEvents} with {@code attributes} and {@code members}, and a {@code Scenario} that
   * dispatches a {@code Ping} and logs whether the dispatcher's handler is {@code readAs.INSTANCE}.
   */
  private static Map<String, String> program(
      String attributes, String classes, String members, String imported, String readAs) {
    Map<String, String> sources = new TreeMap<>();
    sources.put("kotlin.Metadata", text(KotlinStubsTest.METADATA));
    sources.put("app.Ping", "package app;\npublic class Ping {}\n");
    sources.put("app.Log", text(Compilations.log("app")));
    for (String type : classes.split(";;")) {
      String simpleName = type.replaceFirst("^public (class|interface) (\\w+).*$", "$2");
      sources.put("app." + simpleName, "package app;\n" + withObjects(type) + "\n");
    }
    sources.put(
        "app.AppEvents",
        "package app;\n"
            + "@dev.switchboard.annotations.EventDispatcher(" + attributes + ")\n"
            + "public interface AppEvents extends dev.switchboard.Dispatcher<Ping> {\n"
            + "  " + members + "\n"
            + "}\n");
    sources.put(
        "app.Scenario",
        "package app;\n"
            + "import " + imported + ";\n"
            + "public final class Scenario {\n"
            + "  public static java.util.List<String> run() {\n"
            + "    SwitchboardAppEvents dispatcher = SwitchboardAppEvents.create();\n"
            + "    dispatcher.dispatch(new app.Ping());\n"
            + "    Log.LINES.add(String.valueOf(dispatcher.handlerFor(new app.Ping()) == " + readAs
            + ".INSTANCE));\n"
            + "    return java.util.List.copyOf(Log.LINES);\n"
            + "  }\n"
            + "}\n");
    return sources;
  }

  /** {@code type} with each {@code OBJECT(name)} replaced by that object of package {@code app}. */
  private static String withObjects(String type) {
    StringBuilder text = new StringBuilder();
    int from = 0;
    for (int at = type.indexOf("OBJECT("); at >= 0; at = type.indexOf("OBJECT(", from)) {
      int end = type.indexOf(')', at);
      text.append(type, from, at)
          .append('\n')
          .append(object("app.", type.substring(at + "OBJECT(".length(), end)));
      from = end + 1;
    }
    return text.append(type.substring(from)).toString();
  }

  /**
   * A Kotlin {@code object} {@code name}, as kapt or kotlinc leaves it, nested where it stands: it
   * handles {@code Ping} of package {@code prefix} and logs whether it is its own INSTANCE.
   */
  private static String object(String prefix, String name) {
    return "  " + KotlinStubsTest.LOCK_GATES_METADATA + "\n"
        + "  @dev.switchboard.annotations.Handles(" + prefix + "Ping.class)\n"
        + "  public static final class " + name + " implements dev.switchboard.Handler<" + prefix
        + "Ping> {\n"
        + "    public static final " + name + " INSTANCE = new " + name + "();\n"
        + "    private " + name + "() {}\n"
        + "    @Override public void handle(" + prefix + "Ping event) {\n"
        + "      " + prefix + "Log.LINES.add(this == INSTANCE ? \"object\" : \"another\");\n"
        + "    }\n"
        + "  }\n";
  }

  private static String packageLine(String packageName) {
    return packageName == null ? "" : "package " + packageName + ";\n";
  }

  private static JavaFileObject[] javaSources(Map<String, String> sources) {
    List<JavaFileObject> files = new ArrayList<>();
    for (Map.Entry<String, String> source : sources.entrySet()) {
      files.add(JavaFileObjects.forSourceString(source.getKey(), source.getValue()));
    }
    return files.toArray(new JavaFileObject[0]);
  }

  private static String text(JavaFileObject file) {
    try {
      return file.getCharContent(false).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The 1-based number of the one line of {@code text} that contains {@code fragment}. */
  private static long lineOf(String text, String fragment) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(fragment)) {
        return i + 1;
      }
    }
    throw new AssertionError(fragment + " not in " + text);
  }

  /** {@code sources} on disk for ecj, in the module {@link Compilations#assertCompilesUnderEcjWithoutWarnings} builds. */
  private ModuleBuild ecjBuild(Map<String, String> sources) {
    ModuleBuild build = new ModuleBuild(directory.resolve("ecj"), Compilers.ECJ);
    for (Map.Entry<String, String> source : sources.entrySet()) {
      build.write(source.getKey().replace('.', '/') + ".java", source.getValue());
    }
    return build;
  }

  /** Runs {@code app.Scenario.run()} from the classes {@code build} compiled. */
  private static Object run(ModuleBuild build) {
    try (URLClassLoader loader = new URLClassLoader(
        new URL[] {build.classes().toUri().toURL()}, ObscuredObjectsTest.class.getClassLoader())) {
      return loader.loadClass("app.Scenario").getMethod("run").invoke(null);
    } catch (IOException | ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }
}
