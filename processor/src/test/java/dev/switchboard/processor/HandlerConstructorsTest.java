package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every kind of no-argument constructor a handler can have: {@code create()} is generated only when
 * it can call each one; {@code factory = REQUIRED} says which handler is in the way and why. The
 * abstract dispatcher class whose constructor the generated one calls follows the same rules.
 */
class HandlerConstructorsTest {
  static final JavaFileObject PING = source("app.Ping", "package app;", "public class Ping {}");

  private static JavaFileObject handler(String constructor) {
    return handler("", constructor);
  }

  /** {@code app.OnPing}, its class declaration (line 5) after {@code annotations}, with {@code member}. */
  static JavaFileObject handler(String annotations, String member) {
    return source(
        "app.OnPing",
        "package app;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Ping.class)",
        annotations + (annotations.isEmpty() ? "" : " ")
            + "public final class OnPing implements Handler<Ping> {",
        "  " + member,
        "  @Override public void handle(Ping event) {}",
        "}");
  }

  /** {@code app.AppEvents}, a dispatcher with {@code factory}. */
  static JavaFileObject dispatcher(String factory) {
    return source(
        "app.AppEvents",
        "package app;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(factory = EventDispatcher.Factory." + factory + ")",
        "public interface AppEvents extends Dispatcher<Object> {}");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "public OnPing() throws Exception {}                 | true",
        "public OnPing() throws java.io.IOException {}       | true",
        "public <X extends Exception> OnPing() throws X {}   | true",
        "private OnPing() {}                                 | true",
        "public OnPing(String name) {}                       | true",
        "public OnPing() throws IllegalStateException {}     | false",
        "public OnPing() throws Error {}                     | false",
        "OnPing() {}                                         | false",
        "protected OnPing() {}                               | false",
        "'/* implicit */'                                    | false"
      })
  void whenPossibleGeneratesCreateOnlyIfItCompiles(String constructor, boolean skipped) {
    JavaFileObject handler = handler(constructor);
    JavaFileObject[] sources = {PING, handler, dispatcher("WHEN_POSSIBLE")};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(generatedSource(compilation, "app.SwitchboardAppEvents").contains("create()"))
        .isEqualTo(!skipped);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "public OnPing() throws Exception {}       | its no-argument constructor declares a checked exception",
        "private OnPing() {}                       | its no-argument constructor is private",
        "public OnPing(String name) {}             | it has no no-argument constructor"
      })
  void requiredReportsTheHandlerAndWhatIsInTheWay(String constructor, String obstacle) {
    JavaFileObject handler = handler(constructor);
    Compilation compilation = compile(PING, handler, dispatcher("REQUIRED"));

    assertThat(compilation)
        .hadErrorContaining("[SB110] dispatcher app.AppEvents requires a create() factory, but "
            + "handler app.OnPing has no no-argument constructor it can call: " + obstacle
            + ". Fix:")
        .inFile(handler)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "protected AppEvents() throws Exception {}  | it declares checked exception java.lang.Exception",
        "private AppEvents() {}                     | it is private",
        "protected AppEvents(int size) {}           | it has none"
      })
  void anAbstractDispatcherWhoseConstructorTheGeneratedOneCannotCallIsAnError(
      String constructor, String obstacle) {
    JavaFileObject dispatcher = source(
        "app.AppEvents",
        "package app;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public abstract class AppEvents implements Dispatcher<Object> {",
        "  " + constructor,
        "}");
    Compilation compilation = compile(PING, handler("public OnPing() {}"), dispatcher);

    assertThat(compilation)
        .hadErrorContaining("[SB306] abstract dispatcher class app.AppEvents has no no-argument "
            + "constructor the generated subclass can call: " + obstacle + ". Fix:")
        .inFile(dispatcher)
        .onLine(4);
    assertThat(compilation).hadErrorCount(1);
  }
}
