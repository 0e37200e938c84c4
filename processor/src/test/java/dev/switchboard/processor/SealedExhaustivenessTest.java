package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code @EventDispatcher(exhaustive = ...)}: every permitted subtype of a sealed root needs a handler. */
class SealedExhaustivenessTest {
  private static final List<JavaFileObject> SHAPES = List.of(
      source(
          "shapes.Shape",
          "package shapes;",
          "public sealed interface Shape permits Circle, Square, Polygon {}"),
      source(
          "shapes.Circle",
          "package shapes;",
          "public record Circle(double radius) implements Shape {}"),
      source(
          "shapes.Square",
          "package shapes;",
          "public record Square(double side) implements Shape {}"),
      source(
          "shapes.Polygon",
          "package shapes;",
          "public sealed interface Polygon extends Shape permits Triangle, Hexagon {}"),
      source(
          "shapes.Triangle", "package shapes;", "public record Triangle() implements Polygon {}"),
      source("shapes.Hexagon", "package shapes;", "public record Hexagon() implements Polygon {}"),
      handler("DrawCircle", "Circle"),
      handler("DrawAnything", "Shape"));

  private static JavaFileObject handler(String name, String event) {
    return source(
        "shapes." + name,
        "package shapes;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(" + event + ".class)",
        "public final class " + name + " implements Handler<" + event + "> {",
        "  @Override public void handle(" + event + " event) {}",
        "}");
  }

  private static JavaFileObject dispatcher(String options) {
    return source(
        "shapes.Shapes",
        "package shapes;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "",
        "@EventDispatcher(" + options + ")",
        "public interface Shapes extends Dispatcher<Shape> {}");
  }

  private static Compilation compileShapes(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(SHAPES);
    all.addAll(Arrays.asList(more));
    return compile(all.toArray(new JavaFileObject[0]));
  }

  @Test
  void missingPermittedSubtypesAreListedAndTheRootsCatchAllHandlerCoversNothing() {
    JavaFileObject dispatcher = dispatcher("exhaustive = Shape.class");
    Compilation compilation = compileShapes(dispatcher);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB406] dispatcher shapes.Shapes must handle every permitted subtype of sealed "
                + "shapes.Shape, but no handler takes shapes.Square, shapes.Triangle, shapes.Hexagon. Fix: add a "
                + "@Handles handler for each, or list them in @EventDispatcher(ignore = ...)")
        .inFile(dispatcher)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handledSealedSubtypeCoversItsSubtypesAndIgnoredOnesNeedNoHandler() {
    Compilation compilation = compileShapes(
        handler("DrawPolygon", "Polygon"),
        dispatcher("exhaustive = Shape.class, ignore = Square.class"));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void exhaustiveTypeMustBeSealed() {
    JavaFileObject dispatcher = dispatcher("exhaustive = Circle.class");
    Compilation compilation = compileShapes(dispatcher);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB310] dispatcher shapes.Shapes requires a handler for every permitted subtype of "
                + "shapes.Circle, which is not sealed")
        .inFile(dispatcher)
        .onLine(5);
  }

  @Test
  void ignoredTypeMustBeAPermittedSubtype() {
    JavaFileObject dispatcher =
        dispatcher("exhaustive = Polygon.class, ignore = {Triangle.class, Circle.class}");
    Compilation compilation = compileShapes(dispatcher);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB311] dispatcher shapes.Shapes ignores shapes.Circle, which is not a permitted "
                + "subtype of any of its exhaustive types [shapes.Polygon]")
        .inFile(dispatcher)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }

  @TempDir
  Path project;

  /**
   * A partial build that compiles a new permitted subtype and its sealed root but reads the
   * declaration from its class file reports the missing handler on the first of them it compiles,
   * the root, and names the dispatcher: on the declaration javac printed it without a position.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aPartialBuildThatReadsTheDeclarationReportsOnAClassItCompiles(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(project.resolve("module"), compiler);
    build.write(
        "p/Shape.java", "package p;\npublic sealed interface Shape permits Circle, Square {}\n");
    build.write("p/Circle.java", "package p;\npublic final class Circle implements Shape {}\n");
    build.write("p/Square.java", "package p;\npublic final class Square implements Shape {}\n");
    build.write(
        "p/Shapes.java",
        "package p;\n@dev.switchboard.annotations.EventDispatcher(exhaustive = Shape.class)\n"
            + "public interface Shapes extends dev.switchboard.Dispatcher<Shape> {}\n");
    for (String event : List.of("Circle", "Square")) {
      build.write(
          "p/On" + event + ".java",
          "package p;\n@dev.switchboard.annotations.Handles(" + event + ".class)\n"
              + "public final class On" + event + " implements dev.switchboard.Handler<" + event
              + "> {\n"
              + "  @Override public void handle(" + event + " event) {}\n}\n");
    }
    Compilers.Result full = build.compileAll();
    assertWithMessage("%s", full).that(full.success()).isTrue();

    build.write(
        "p/Shape.java",
        "package p;\npublic sealed interface Shape permits Circle, Square, Triangle {}\n");
    build.write("p/Triangle.java", "package p;\npublic final class Triangle implements Shape {}\n");
    Compilers.Result partial = build.compile("p/Triangle.java", "p/Shape.java");

    List<Diagnostic<? extends JavaFileObject>> errors = partial.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", partial).that(errors).hasSize(1);
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertThat(error.getMessage(Locale.ROOT))
        .startsWith("[SB406] dispatcher p.Shapes must handle every permitted"
            + " subtype of sealed p.Shape, but no handler takes p.Triangle");
    assertWithMessage("%s", partial).that(error.getSource()).isNotNull();
    assertWithMessage("%s", partial)
        .that(Path.of(error.getSource().toUri()).getFileName().toString())
        .isEqualTo("Shape.java");
    assertWithMessage("%s", partial).that(error.getLineNumber()).isGreaterThan(0L);
  }
}
