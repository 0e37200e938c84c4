package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertCompilesUnderEcjWithoutWarnings;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.log;
import static dev.switchboard.processor.Compilations.loggingHandler;
import static dev.switchboard.processor.Compilations.scenario;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.switchboard.Dispatcher;
import dev.switchboard.support.GeneratedDispatcher;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A dispatcher declared by an interface extends {@code GeneratedDispatcher}, whose final {@code
 * dispatch} takes an {@code Object} once erased: javac writes no bridge method that casts the event
 * to the root type before the class checks. Where the declaration does not allow that, the
 * generated class implements the declaration alone and overrides {@code dispatch(root)}, as before.
 */
class InheritedDispatchTest {
  private static final List<JavaFileObject> SHOP = List.of(
      log("shop"),
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}"),
      source(
          "shop.OrderPlaced",
          "package shop;",
          "public final class OrderPlaced implements OrderEvent {}"),
      source(
          "shop.Cancelled",
          "package shop;",
          "public final class Cancelled implements OrderEvent {}"),
      source(
          "shop.Unhandled",
          "package shop;",
          "public final class Unhandled implements OrderEvent {}"),
      loggingHandler("shop", "ReserveStock", "OrderPlaced.class", "OrderPlaced"),
      loggingHandler("shop", "Audit", "OrderEvent.class", "OrderEvent"));

  /** Through the interface, the declaration and the class, an event of each kind, and null. */
  private static final JavaFileObject SCENARIO = scenario(
      "shop",
      "    SwitchboardOrderEvents events = SwitchboardOrderEvents.create();",
      "    dev.switchboard.Dispatcher<OrderEvent> dispatcher = events;",
      "    OrderEvents declared = events;",
      "    dispatcher.dispatch(new OrderPlaced());",
      "    declared.dispatch(new Cancelled());",
      "    events.dispatch(new Unhandled());",
      "    events.dispatch(new OrderPlaced());",
      "    try {",
      "      dispatcher.dispatch(null);",
      "    } catch (NullPointerException expected) {",
      "      Log.LINES.add(\"null refused\");",
      "    }");

  private static final List<String> EXPECTED_LINES =
      List.of("ReserveStock", "Audit", "Audit", "ReserveStock", "null refused");

  @Test
  void anInterfaceDeclarationGetsNoBridgeThatCastsTheEvent() throws Exception {
    JavaFileObject[] sources = withDeclaration(
        "@EventDispatcher", "public interface OrderEvents extends Dispatcher<OrderEvent> {}");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass()).isEqualTo(GeneratedDispatcher.class);
    assertThat(declaredDispatchMethods(generated)).isEmpty();
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void aRedeclaredDispatchIsBridgedToTheInheritedOneWithoutACast() throws Exception {
    JavaFileObject[] sources = withDeclaration(
        "@EventDispatcher",
        "public interface OrderEvents extends Dispatcher<OrderEvent> {",
        "  @Override void dispatch(OrderEvent event);",
        "}");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass()).isEqualTo(GeneratedDispatcher.class);
    // javac's bridge for the declaration's dispatch(OrderEvent) widens to the inherited method.
    assertThat(declaredDispatchMethods(generated)).containsExactly("dispatch(OrderEvent) bridge");
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void ecjCompilesBothShapesWithoutWarnings(@TempDir Path directory) {
    assertCompilesUnderEcjWithoutWarnings(
        directory.resolve("plain"),
        withDeclarationList(
            "@EventDispatcher", "public interface OrderEvents extends Dispatcher<OrderEvent> {}"),
        List.of());
    assertCompilesUnderEcjWithoutWarnings(
        directory.resolve("redeclared"),
        withDeclarationList(
            "@EventDispatcher",
            "public interface OrderEvents extends Dispatcher<OrderEvent> {",
            "  @Override void dispatch(OrderEvent event);",
            "}"),
        List.of());
  }

  @Test
  void aDeclarationWithAMethodOfTheInheritedMethodsNameKeepsItAndOverridesDispatch()
      throws Exception {
    Compilation compilation = compile(withDeclaration(
        "@EventDispatcher",
        "public interface OrderEvents extends Dispatcher<OrderEvent> {",
        "  default void dispatchEvent(Object event) { Log.LINES.add(\"the user's\"); }",
        "}"));

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass()).isEqualTo(Object.class);
    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("public void dispatch(OrderEvent event) {");
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
  }

  @Test
  void anAbstractClassDeclarationStaysTheSuperclass() throws Exception {
    Compilation compilation = compile(withDeclaration(
        "@EventDispatcher",
        "public abstract class OrderEvents implements Dispatcher<OrderEvent> {}"));

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass().getName()).isEqualTo("shop.OrderEvents");
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
  }

  @Test
  void aRootWithTypeArgumentsOrObjectNeedsNoSuperclass() throws Exception {
    List<JavaFileObject> generic = new ArrayList<>(List.of(
        source("box.Box", "package box;", "public interface Box<T> {}"),
        source("box.Letter", "package box;", "public final class Letter implements Box<String> {}"),
        source(
            "box.Letters",
            "package box;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(Letter.class)",
            "public final class Letters implements Handler<Letter> {",
            "  @Override public void handle(Letter event) {}",
            "}"),
        source(
            "box.Mail",
            "package box;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher",
            "public interface Mail extends Dispatcher<Box<String>> {}"),
        source(
            "box.Anything",
            "package box;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher",
            "public interface Anything extends Dispatcher<Object> {}")));
    Compilation compilation = compile(generic.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    CompiledClasses classes = new CompiledClasses(compilation);
    assertThat(classes.loadClass("box.SwitchboardMail").getSuperclass()).isEqualTo(Object.class);
    assertThat(classes.loadClass("box.SwitchboardAnything").getSuperclass())
        .isEqualTo(Object.class);
  }

  @Test
  void aClassNamedObjectBesideTheDeclarationLeavesTheEventAJavaLangObject() throws Exception {
    List<JavaFileObject> sources = new ArrayList<>(withDeclarationList(
        "@EventDispatcher", "public interface OrderEvents extends Dispatcher<OrderEvent> {}"));
    sources.add(source("shop.Object", "package shop;", "public class Object {}"));

    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass()).isEqualTo(GeneratedDispatcher.class);
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
  }

  @Test
  void memberTypesOfTheDeclarationNamedLikeTheInheritedShapesTypesAreNotTakenForThem()
      throws Exception {
    JavaFileObject[] sources = withDeclaration(
        "@EventDispatcher",
        "public interface OrderEvents extends Dispatcher<OrderEvent> {",
        "  class Object {}",
        "  class GeneratedDispatcher {}",
        "}");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(generated.getSuperclass()).isEqualTo(GeneratedDispatcher.class);
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(EXPECTED_LINES);
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void aRuntimeWithoutGeneratedDispatcherGetsTheBridgedShape(@TempDir Path directory)
      throws Exception {
    List<File> classPath = new ArrayList<>();
    Path runtime = Path.of(
        Dispatcher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classPath.add(
          Path.of(entry).equals(runtime)
              ? withoutGeneratedDispatcher(runtime, directory)
              : new File(entry));
    }
    Compilation compilation = Compiler.javac()
        .withProcessors(new SwitchboardProcessor())
        .withClasspath(classPath)
        .compile(withDeclaration(
            "@EventDispatcher", "public interface OrderEvents extends Dispatcher<OrderEvent> {}"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "shop.SwitchboardOrderEvents"))
        .contains("public final class SwitchboardOrderEvents implements OrderEvents {");
  }

  /** The runtime's classes at {@code runtime}, a jar or a directory, less GeneratedDispatcher. */
  private static File withoutGeneratedDispatcher(Path runtime, Path directory) throws IOException {
    Path copy = directory.resolve("older-runtime");
    String left = "dev/switchboard/support/GeneratedDispatcher.class";
    if (Files.isDirectory(runtime)) {
      try (Stream<Path> files = Files.walk(runtime)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          String name = runtime.relativize(file).toString().replace(File.separatorChar, '/');
          if (!name.equals(left)) {
            Files.createDirectories(copy.resolve(name).getParent());
            Files.copy(file, copy.resolve(name));
          }
        }
      }
      return copy.toFile();
    }
    try (JarFile jar = new JarFile(runtime.toFile())) {
      for (JarEntry entry : Collections.list(jar.entries())) {
        if (!entry.isDirectory() && !entry.getName().equals(left)) {
          Path target = copy.resolve(entry.getName());
          Files.createDirectories(target.getParent());
          try (InputStream in = jar.getInputStream(entry)) {
            Files.copy(in, target);
          }
        }
      }
    }
    return copy.toFile();
  }

  /**
   * The methods {@code dispatch(Object)} and {@code dispatch(OrderEvent)} that the class declares,
   * bridges marked; not the typed ones of the event classes.
   */
  private static List<String> declaredDispatchMethods(Class<?> type) {
    List<String> methods = new ArrayList<>();
    for (Method method : type.getDeclaredMethods()) {
      if (method.getName().equals("dispatch")
          && method.getParameterTypes()[0].getSimpleName().matches("Object|OrderEvent")) {
        methods.add("dispatch(" + method.getParameterTypes()[0].getSimpleName() + ")"
            + (method.isBridge() ? " bridge" : ""));
      }
    }
    return methods;
  }

  private static JavaFileObject[] withDeclaration(String... declaration) {
    return withDeclarationList(declaration).toArray(new JavaFileObject[0]);
  }

  private static List<JavaFileObject> withDeclarationList(String... declaration) {
    List<String> lines = new ArrayList<>(List.of(
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;"));
    lines.addAll(List.of(declaration));
    List<JavaFileObject> all = new ArrayList<>(SHOP);
    all.add(source("shop.OrderEvents", lines.toArray(new String[0])));
    all.add(SCENARIO);
    return all;
  }
}
