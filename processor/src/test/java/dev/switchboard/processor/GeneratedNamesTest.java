package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The names of the generated classes and files: a class of the compilation that has one, two
 * dispatchers that would get the same one, one too long for the file system, and
 * {@code @EventDispatcher(name)} to choose another.
 */
class GeneratedNamesTest {
  private static final JavaFileObject PING =
      source("app.Ping", "package app;", "public class Ping {}");
  private static final JavaFileObject ON_PING = source(
      "app.OnPing",
      "package app;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Ping.class)",
      "public final class OnPing implements Handler<Ping> {",
      "  @Override public void handle(Ping event) {}",
      "}");

  private static JavaFileObject dispatcher(String qualifiedName, String annotation) {
    String simple = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    return source(
        qualifiedName,
        "package app;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        annotation,
        "public interface " + simple + " extends Dispatcher<Object> {}");
  }

  @Test
  void aHandWrittenClassWithTheGeneratedNameIsReportedOnItAndOnTheDispatcher() {
    JavaFileObject events = dispatcher("app.AppEvents", "@EventDispatcher");
    JavaFileObject taken = source(
        "app.SwitchboardAppEvents", "package app;", "", "public class SwitchboardAppEvents {}");
    Compilation compilation = compile(PING, ON_PING, events, taken);

    String message =
        "[SB315] dispatcher app.AppEvents would generate class app.SwitchboardAppEvents, but "
            + "app.SwitchboardAppEvents is a class of this compilation already. Fix: rename app.SwitchboardAppEvents, or "
            + "name the generated class: @EventDispatcher(name = \"...\") on app.AppEvents.";
    assertThat(compilation).hadErrorContaining(message).inFile(taken).onLine(3);
    assertThat(compilation).hadErrorContaining(message).inFile(events).onLine(4);
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aHandWrittenClassWithTheDefaultDispatchersNameSaysHowToNameTheDefaultOne() {
    JavaFileObject taken = source(
        "app.SwitchboardDispatcher", "package app;", "public class SwitchboardDispatcher {}");
    Compilation compilation = compile(PING, ON_PING, taken);

    assertThat(compilation)
        .hadErrorContaining("[SB315] dispatcher app.SwitchboardDispatcher would generate class "
            + "app.SwitchboardDispatcher, but app.SwitchboardDispatcher is a class of this compilation already. Fix: "
            + "rename app.SwitchboardDispatcher, or name the default dispatcher: "
            + "-Aswitchboard.defaultDispatcher=<another qualified class name>.")
        .inFile(taken)
        .onLine(2);
    assertThat(compilation).hadErrorCount(1);

    Compilation renamed =
        compile(List.of("-Aswitchboard.defaultDispatcher=app.PingEvents"), PING, ON_PING, taken);
    assertThat(renamed).succeededWithoutWarnings();
    assertThat(renamed).generatedSourceFile("app.PingEvents");
  }

  @Test
  void theNameAttributeChoosesTheGeneratedClass() {
    JavaFileObject events =
        dispatcher("app.AppEvents", "@EventDispatcher(name = \"AppEventsImpl\")");
    JavaFileObject taken =
        source("app.SwitchboardAppEvents", "package app;", "public class SwitchboardAppEvents {}");
    JavaFileObject[] sources = {PING, ON_PING, events, taken};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("app.AppEventsImpl");
    assertGeneratedCodeCompilesCleanly(compilation, sources);
  }

  @Test
  void aNameThatIsNoClassNameIsAnErrorOnTheAttribute() {
    JavaFileObject events = dispatcher("app.AppEvents", "@EventDispatcher(name = \"app.Impl\")");
    JavaFileObject keyword = dispatcher("app.Others", "@EventDispatcher(name = \"record\")");
    Compilation compilation = compile(PING, ON_PING, events, keyword);

    assertThat(compilation)
        .hadErrorContaining("[SB314] @EventDispatcher(name = \"app.Impl\") of app.AppEvents is not "
            + "a valid class name. Fix: give the simple name of a class, such as \"AppEventsImpl\" (the package is "
            + "that of app.AppEvents), or remove name.")
        .inFile(events)
        .onLine(4);
    assertThat(compilation)
        .hadErrorContaining("[SB314] @EventDispatcher(name = \"record\") of app.Others")
        .inFile(keyword)
        .onLine(4);
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aTopLevelAndANestedDispatcherThatMapToOneNameAreBothReported() {
    JavaFileObject underscore = dispatcher("app.Outer_Inner", "@EventDispatcher");
    JavaFileObject outer = source(
        "app.Outer",
        "package app;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "public final class Outer {",
        "  @EventDispatcher",
        "  public interface Inner extends Dispatcher<Object> {}",
        "}");
    Compilation compilation = compile(PING, ON_PING, underscore, outer);

    assertThat(compilation)
        .hadErrorContaining("[SB316] dispatchers app.Outer.Inner and app.Outer_Inner would both "
            + "generate class app.SwitchboardOuter_Inner. Fix: name the class generated for one of them: "
            + "@EventDispatcher(name = \"...\").")
        .inFile(outer)
        .onLine(5);
    assertThat(compilation)
        .hadErrorContaining("[SB316] dispatchers app.Outer_Inner and app.Outer.Inner")
        .inFile(underscore)
        .onLine(4);
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void aDispatcherNameTooLongForTheFileSystemIsAnErrorBeforeTheFilerFails() {
    String longName = "E" + "x".repeat(244);
    JavaFileObject events = dispatcher("app." + longName, "@EventDispatcher");
    Compilation compilation = compile(PING, ON_PING, events);

    assertThat(compilation)
        .hadErrorContaining("[SB317] dispatcher app." + longName + " would write file Switchboard"
            + longName
            + ".class, whose name has 262 bytes: at most 239 fit. Fix: shorten the name of app."
            + longName
            + ", or name the generated class: @EventDispatcher(name = \"...\").")
        .inFile(events)
        .onLine(4);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void theLongestNameThatFitsCompiles() {
    // 239 bytes for SwitchboardX.class: 11 + 222 + 6.
    String longest = "E" + "x".repeat(221);
    JavaFileObject events = dispatcher("app." + longest, "@EventDispatcher");
    Compilation compilation = compile(PING, ON_PING, events);

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void multiByteCharactersCountAsTheirUtf8Bytes() {
    String longName =
        "Größe" + "x".repeat(215); // 220 characters, 222 bytes: the class file name fits...
    JavaFileObject events = dispatcher("app." + longName, "@EventDispatcher");
    Compilation fits = compile(PING, ON_PING, events);
    assertThat(fits).succeededWithoutWarnings();

    String tooLong = "Größe" + "x".repeat(217); // 222 characters, 224 bytes: it does not
    Compilation compilation =
        compile(PING, ON_PING, dispatcher("app." + tooLong, "@EventDispatcher"));
    assertThat(compilation).hadErrorContaining("whose name has 241 bytes: at most 239 fit");
  }
}
