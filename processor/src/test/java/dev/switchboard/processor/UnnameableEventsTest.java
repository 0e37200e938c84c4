package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.assertGeneratedCodeCompilesCleanly;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Event classes the dispatcher's package cannot name (private at any depth, package-private in
 * another package, protected nested there): never written into generated code. Unhandled ones are
 * routed at run time by their nearest handled supertype; handled ones are an SB error.
 */
class UnnameableEventsTest {
  private static final JavaFileObject PING =
      source("radar.Ping", "package radar;", "public class Ping {}");
  private static final JavaFileObject SIGNAL =
      source("radar.Signal", "package radar;", "public interface Signal {}");
  private static final JavaFileObject LOG = Compilations.log("radar");
  private static final JavaFileObject ON_PING = source(
      "radar.OnPing",
      "package radar;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Ping.class)",
      "public final class OnPing implements Handler<Ping> {",
      "  @Override public void handle(Ping event) { Log.LINES.add(\"OnPing \" + event.getClass().getSimpleName()); }",
      "}");
  private static final JavaFileObject ON_SIGNAL = source(
      "radar.OnSignal",
      "package radar;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(Signal.class)",
      "public final class OnSignal implements Handler<Signal> {",
      "  @Override public void handle(Signal event) { Log.LINES.add(\"OnSignal \" + event.getClass().getSimpleName()); }",
      "}");

  @Test
  void privateSubclassesOfHandledTypesAreRoutedAtRunTimeByTheirNearestHandledSupertype() {
    JavaFileObject radar = source(
        "radar.Radar",
        "package radar;",
        "import java.util.List;",
        "public final class Radar {",
        "  private static final class QuietPing extends Ping {}",
        "  private static final class Beep implements Signal {}",
        "  static final class Deep { private static class Hidden { static final class Deeper extends Ping {} } }",
        "  public static List<String> run() {",
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    events.dispatch(new QuietPing());",
        "    events.dispatch(new Beep());",
        "    events.dispatch(new Deep.Hidden.Deeper());",
        "    events.dispatch(new Ping());",
        "    return Log.LINES;",
        "  }",
        "}");
    JavaFileObject[] sources = {PING, SIGNAL, LOG, ON_PING, ON_SIGNAL, radar};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(generatedSource(compilation, "radar.SwitchboardDispatcher"))
        .doesNotContain("QuietPing");
    assertThat(new CompiledClasses(compilation).callStatic("radar.Radar", "run"))
        .isEqualTo(List.of("OnPing QuietPing", "OnSignal Beep", "OnPing Deeper", "OnPing Ping"));
  }

  @Test
  void packagePrivateAndProtectedSubclassesInAnotherPackageAreRoutedAtRunTime() {
    JavaFileObject events = source(
        "radar.EventsRoot",
        "package radar;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface EventsRoot extends Dispatcher<Object> {}");
    JavaFileObject elsewhere = source(
        "radar.far.Elsewhere",
        "package radar.far;",
        "import java.util.List;",
        "import radar.Log;",
        "import radar.Ping;",
        "import radar.SwitchboardEventsRoot;",
        "public class Elsewhere {",
        "  protected static final class Guarded extends Ping {}",
        "  static final class Quiet extends Ping {}",
        "  public static List<String> run() {",
        "    SwitchboardEventsRoot events = SwitchboardEventsRoot.create();",
        "    events.dispatch(new Guarded());",
        "    events.dispatch(new Quiet());",
        "    events.dispatch(new Hidden());",
        "    return Log.LINES;",
        "  }",
        "}",
        "class Hidden extends Ping {}");
    JavaFileObject[] sources = {PING, LOG, ON_PING, events, elsewhere};
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(new CompiledClasses(compilation).callStatic("radar.far.Elsewhere", "run"))
        .isEqualTo(List.of("OnPing Guarded", "OnPing Quiet", "OnPing Hidden"));
  }

  @Test
  void aPrivateEventNamedInHandlesIsAnErrorOnItsClassLiteral() {
    JavaFileObject radar = source(
        "radar.Radar",
        "package radar;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Radar {",
        "  private static final class QuietPing extends Ping {}",
        "  @Handles(QuietPing.class)",
        "  public static final class OnQuiet implements Handler<Ping> {",
        "    @Override public void handle(Ping event) {}",
        "  }",
        "}");
    Compilation compilation = compile(PING, radar);

    assertThat(compilation)
        .hadErrorContaining("[SB206] event type radar.Radar.QuietPing is private to radar.Radar,"
            + " so no generated dispatcher can name it: radar.Radar.QuietPing is private. Fix: make"
            + " radar.Radar.QuietPing package-private or public")
        .inFile(radar)
        .onLine(6);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void anEventNestedInAPrivateClassNamesThePrivateClass() {
    JavaFileObject radar = source(
        "radar.Radar",
        "package radar;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Radar {",
        "  private static final class Inside { static final class Echo {} }",
        "  @Handles(Inside.Echo.class)",
        "  public static final class OnEcho implements Handler<Object> {",
        "    @Override public void handle(Object event) {}",
        "  }",
        "}");
    Compilation compilation = compile(radar);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB206] event type radar.Radar.Inside.Echo is private to radar.Radar,"
                + " so no generated dispatcher can name it: radar.Radar.Inside is private. Fix: make radar.Radar.Inside")
        .inFile(radar)
        .onLine(6);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aHandlerNestedInAPrivateClassNamesThePrivateClassNotTheHandler() {
    JavaFileObject radar = source(
        "radar.Radar",
        "package radar;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Radar {",
        "  private static final class Inside {",
        "    @Handles(Ping.class)",
        "    public static final class OnPing implements Handler<Ping> {",
        "      @Override public void handle(Ping event) {}",
        "    }",
        "  }",
        "}");
    Compilation compilation = compile(PING, radar);

    assertThat(compilation)
        .hadErrorContaining("[SB104] handler radar.Radar.Inside.OnPing is private to radar.Radar,"
            + " so the generated dispatcher cannot use it: radar.Radar.Inside is private. Fix: make"
            + " radar.Radar.Inside public")
        .inFile(radar)
        .onLine(6);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aDispatcherWhoseEventRootIsPrivateIsAnErrorOnTheDispatcher() {
    JavaFileObject radar = source(
        "radar.Radar",
        "package radar;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "public final class Radar {",
        "  private interface Blip {}",
        "  @EventDispatcher",
        "  public interface Blips extends Dispatcher<Blip> {}",
        "}");
    Compilation compilation = compile(radar);

    assertThat(compilation)
        .hadErrorContaining("[SB313] the generated class of dispatcher radar.Radar.Blips cannot"
            + " name its event root radar.Radar.Blip: radar.Radar.Blip is private, or not public in another package."
            + " Fix: make radar.Radar.Blip public")
        .inFile(radar)
        .onLine(6);
    assertThat(compilation).hadErrorCount(1);
  }
}
