package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What incremental build tools rely on: the originating elements of each dispatcher, the Gradle
 * declaration of the processor, and a correct dispatcher after a handler is added or removed and
 * the module is recompiled in place the way maven-compiler-plugin does it (every source of the
 * module again, into the same output directories, with the previous classes and generated sources
 * still there and the output directory on the class path).
 */
class IncrementalBuildTest {
  private static final Map<String, String> SHOP = Map.of(
      "shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}\n",
      "shop/OrderPlaced.java", "package shop;\npublic final class OrderPlaced implements OrderEvent {}\n",
      "shop/OrderCancelled.java", "package shop;\npublic final class OrderCancelled implements OrderEvent {}\n",
      "shop/ShopEvents.java", "package shop;\n"
          + "@dev.switchboard.annotations.EventDispatcher\n"
          + "public interface ShopEvents extends dev.switchboard.Dispatcher<OrderEvent> {}\n",
      "shop/ReserveStock.java", handler("ReserveStock", "OrderPlaced"));

  @TempDir Path project;

  @Test
  void addingAndRemovingAHandlerRecompilesToTheRightDispatcher() throws Exception {
    Path sources = project.resolve("src");
    for (Map.Entry<String, String> file : SHOP.entrySet()) {
      write(sources.resolve(file.getKey()), file.getValue());
    }
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderPlaced")).isEqualTo("shop.ReserveStock");
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("noOp");

    Path refund = sources.resolve("shop/RefundOrder.java");
    write(refund, handler("RefundOrder", "OrderCancelled"));
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("shop.RefundOrder");
    assertThat(handlerClassFor("shop.OrderPlaced")).isEqualTo("shop.ReserveStock");

    Files.delete(refund);
    compileModule(sources);
    assertThat(handlerClassFor("shop.OrderCancelled")).isEqualTo("noOp");
    assertThat(generated()).doesNotContain("RefundOrder");
  }

  @Test
  void everyHandlerAndTheDispatcherDeclarationAreOriginsOfTheGeneratedFile() {
    Map<String, List<String>> origins = new TreeMap<>();
    WrappedEnvironment recording = new WrappedEnvironment(environment -> {
      Filer filer = WrappedEnvironment.proxy(Filer.class, environment.getFiler(), (method, args) -> {
        if (method.getName().equals("createSourceFile")) {
          List<String> names = new ArrayList<>();
          for (Element element : (Element[]) args[1]) {
            names.add(((TypeElement) element).getQualifiedName().toString());
          }
          origins.put(args[0].toString(), names);
        }
        return null;
      });
      return WrappedEnvironment.proxy(ProcessingEnvironment.class, environment,
          (method, args) -> method.getName().equals("getFiler") ? filer : null);
    });
    List<JavaFileObject> files = new ArrayList<>();
    SHOP.forEach((path, text) -> files.add(source(path.replace(".java", "").replace('/', '.'), text)));
    files.add(source("shop.RefundOrder", handler("RefundOrder", "OrderCancelled")));
    Compilation compilation = Compiler.javac().withProcessors(recording).compile(files);

    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    assertThat(origins).containsExactly(
        "shop.SwitchboardShopEvents", List.of("shop.ShopEvents", "shop.RefundOrder", "shop.ReserveStock"));
  }

  @Test
  void gradleKnowsTheProcessorIsAggregating() throws IOException {
    // Read from target/classes, which maven-jar-plugin packages as is.
    try (InputStream in = SwitchboardProcessor.class.getResourceAsStream(
        "/META-INF/gradle/incremental.annotation.processors")) {
      assertWithMessage("META-INF/gradle/incremental.annotation.processors").that(in).isNotNull();
      assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8).trim())
          .isEqualTo(SwitchboardProcessor.class.getName() + ",aggregating");
    }
  }

  private void compileModule(Path sources) throws IOException {
    Path classes = Files.createDirectories(project.resolve("target/classes"));
    Path generated = Files.createDirectories(project.resolve("target/generated-sources/annotations"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        Stream<Path> walk = Files.walk(sources)) {
      List<File> all = walk.filter(p -> p.toString().endsWith(".java")).map(Path::toFile).sorted().toList();
      List<String> options = List.of("-d", classes.toString(), "-s", generated.toString(),
          "-classpath", classes + File.pathSeparator + System.getProperty("java.class.path"));
      JavaCompiler.CompilationTask task =
          javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromFiles(all));
      task.setProcessors(List.of(new SwitchboardProcessor()));
      assertWithMessage("%s", diagnostics.getDiagnostics()).that(task.call()).isTrue();
    }
  }

  /** The class of the handler the freshly compiled dispatcher picks for a new {@code eventClass}. */
  private String handlerClassFor(String eventClass) throws Exception {
    URL classes = project.resolve("target/classes").toUri().toURL();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, getClass().getClassLoader())) {
      @SuppressWarnings("unchecked") // the generated class implements Dispatcher<OrderEvent>
      Dispatcher<Object> dispatcher = (Dispatcher<Object>)
          loader.loadClass("shop.SwitchboardShopEvents").getMethod("create").invoke(null);
      Object event = loader.loadClass(eventClass).getConstructor().newInstance();
      Handler<?> handler = dispatcher.handlerFor(event);
      return handler == Handlers.noOp() ? "noOp" : handler.getClass().getName();
    }
  }

  private String generated() throws IOException {
    return Files.readString(project.resolve("target/generated-sources/annotations/shop/SwitchboardShopEvents.java"));
  }

  private static String handler(String name, String event) {
    return "package shop;\n"
        + "@dev.switchboard.annotations.Handles(" + event + ".class)\n"
        + "public final class " + name + " implements dev.switchboard.Handler<" + event + "> {\n"
        + "  @Override public void handle(" + event + " event) {}\n"
        + "}\n";
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
