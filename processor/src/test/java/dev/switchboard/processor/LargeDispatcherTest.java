package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import dev.switchboard.processor.writing.RouteTableJavadoc;
import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Dispatchers of thousands of handlers: the generated class must stay within what the JVM loads
 * (64 KiB per method, 65,535 constant-pool entries) and what HotSpot compiles (8,000 bytes of
 * bytecode per method, its {@code HugeMethodLimit}; a larger method is never JIT-compiled).
 */
class LargeDispatcherTest {
  private static final int HUGE_METHOD_LIMIT = 8000;

  @Test
  void tenThousandHandlersFitEveryMethodUnderTheJitLimit() throws IOException {
    Compilation compilation = compile(handlers(10_000, "big"));

    assertThat(compilation).succeededWithoutWarnings();
    MethodSizes sizes = MethodSizes.of(classFile(compilation, "big.SwitchboardDispatcher"));
    assertThat(sizes.constantPoolCount).isLessThan(65_536);
    assertThat(sizes.codeLengths).containsKey("create()Lbig/SwitchboardDispatcher;");
    sizes.codeLengths.forEach((method, length) ->
        assertWithMessage("bytecode bytes of %s", method).that(length).isLessThan(HUGE_METHOD_LIMIT));
  }

  @Test
  void manyHandlersAreTakenFromAFunctionAndRoutedLikeFewOnes() throws Exception {
    JavaFileObject[] sources = handlers(300, "many");
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "many.SwitchboardDispatcher"))
        .contains("public SwitchboardDispatcher(Function<? super Class<?>, ?> instances) {");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);

    ClassLoader loader = new CompiledClasses(compilation);
    Map<Class<?>, Object> instances = new HashMap<>();
    for (int i = 0; i < 300; i++) {
      Class<?> handler = loader.loadClass("many.H" + i);
      instances.put(handler, handler.getConstructor().newInstance());
    }
    Class<?> generated = loader.loadClass("many.SwitchboardDispatcher");
    Dispatcher<?> fromFunction = (Dispatcher<?>) generated.getConstructor(Function.class)
        .newInstance((Function<Class<?>, Object>) instances::get);
    Dispatcher<?> created = (Dispatcher<?>) generated.getMethod("create").invoke(null);
    for (int i : new int[] {0, 1, 255, 256, 299}) {
      Object event = loader.loadClass("many.E" + i).getConstructor().newInstance();
      assertThat(handlerFor(fromFunction, event)).isSameInstanceAs(instances.get(loader.loadClass("many.H" + i)));
      assertThat(handlerFor(created, event).getClass().getName()).isEqualTo("many.H" + i);
    }
  }

  @Test
  void fewHandlersWithManyRoutesKeepOneParameterPerHandler() {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source("wide.Ev", "package wide;", "public interface Ev {}"));
    sources.add(source("wide.All",
        "package wide;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Ev.class)",
        "public final class All implements Handler<Ev> {",
        "  @Override public void handle(Ev event) {}",
        "}"));
    for (int i = 0; i < 300; i++) {
      sources.add(source("wide.E" + i, "package wide;", "public final class E" + i + " implements Ev {}"));
    }
    JavaFileObject[] all = sources.toArray(JavaFileObject[]::new);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "wide.SwitchboardDispatcher");
    assertThat(generated).contains("public SwitchboardDispatcher(All all) {");
    assertThat(generated).contains("public static SwitchboardDispatcher create() {");
    assertThat(generated).contains("private static void routes1(");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
  }

  @Test
  void javadocListsRoutesUpToTheLimitThenPointsToTheRouteReport() {
    int limit = RouteTableJavadoc.MAX_ROWS;
    String listed = generatedSource(compile(handlers(limit, "listed")), "listed.SwitchboardDispatcher");
    assertThat(listed).contains("<caption>Routes</caption>");
    assertThat(listed).contains("<tr><td>{@link E" + (limit - 1) + "}</td><td>{@link H" + (limit - 1) + "}</td>");

    Compilation compilation = compile(handlers(limit + 1, "summarized"));
    assertThat(compilation).succeededWithoutWarnings();
    String summarized = generatedSource(compilation, "summarized.SwitchboardDispatcher");
    assertThat(summarized).doesNotContain("<table>");
    assertThat(summarized).doesNotContain("<tr><td>");
    assertThat(summarized).contains("Routes " + (limit + 1) + " event classes, too many to list here");
    assertThat(summarized).contains("{@code META-INF/switchboard/summarized.SwitchboardDispatcher.json}");
  }

  @SuppressWarnings("unchecked")
  private static Handler<?> handlerFor(Dispatcher<?> dispatcher, Object event) {
    return ((Dispatcher<Object>) dispatcher).handlerFor(event);
  }

  /** Events {@code E0..E(n-1)} and a handler {@code Hi} of each, in {@code packageName}. */
  private static JavaFileObject[] handlers(int n, String packageName) {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      sources.add(source(packageName + ".E" + i, "package " + packageName + ";", "public final class E" + i + " {}"));
    }
    for (int i = 0; i < n; i++) {
      sources.add(source(packageName + ".H" + i,
          "package " + packageName + ";",
          "@dev.switchboard.annotations.Handles(E" + i + ".class)",
          "public final class H" + i + " implements dev.switchboard.Handler<E" + i + "> {",
          "  @Override public void handle(E" + i + " event) {}",
          "}"));
    }
    return sources.toArray(JavaFileObject[]::new);
  }

  private static byte[] classFile(Compilation compilation, String binaryName) throws IOException {
    String path = binaryName.replace('.', '/') + ".class";
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS && file.toUri().getPath().endsWith(path)) {
        try (InputStream in = file.openInputStream()) {
          return in.readAllBytes();
        }
      }
    }
    throw new AssertionError("no class file " + path);
  }

  /** Loads the classes of a compilation, the runtime's from the test's own class path. */
  private static final class CompiledClasses extends ClassLoader {
    private final Compilation compilation;

    CompiledClasses(Compilation compilation) {
      super(LargeDispatcherTest.class.getClassLoader());
      this.compilation = compilation;
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
      try {
        byte[] bytes = classFile(compilation, name);
        return defineClass(name, bytes, 0, bytes.length);
      } catch (AssertionError e) {
        throw new ClassNotFoundException(name, e);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
