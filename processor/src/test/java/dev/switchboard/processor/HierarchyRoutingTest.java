package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The most-specific rule of exclusive dispatchers, run: classes, interfaces, generic supertypes,
 * records and enums as events, known to the processor or first seen at run time.
 */
class HierarchyRoutingTest {
  private static final JavaFileObject LOG = Compilations.log("zoo");
  private static final List<JavaFileObject> EVENTS = List.of(
      source("zoo.Event", "package zoo;", "public interface Event {}"),
      source("zoo.Keyed", "package zoo;", "public interface Keyed<K> extends Event { K key(); }"),
      source("zoo.Base", "package zoo;", "public abstract class Base<T> implements Event {}"),
      source("zoo.Placed", "package zoo;", "public class Placed extends Base<String> {}"),
      source("zoo.Express", "package zoo;", "public final class Express extends Placed {}"),
      source(
          "zoo.Paid", "package zoo;", "public record Paid(String key) implements Keyed<String> {}"),
      source(
          "zoo.Signal",
          "package zoo;",
          "public enum Signal implements Event { START, STOP { @Override public String toString() { return \"stop\"; } } }"),
      source("zoo.Audited", "package zoo;", "public interface Audited extends Event {}"),
      source("zoo.Refund", "package zoo;", "public class Refund implements Audited {}"));
  private static final List<JavaFileObject> HANDLERS = List.of(
      handler("OnBase", "Base.class", "Base<?>"),
      handler("OnPlaced", "Placed.class", "Placed"),
      handler("OnKeyed", "Keyed.class", "Keyed<?>"),
      handler("OnSignal", "Signal.class", "Signal"),
      handler("OnAudited", "Audited.class", "Audited"),
      source(
          "zoo.ZooEvents",
          "package zoo;",
          "import dev.switchboard.Dispatcher;",
          "import dev.switchboard.annotations.EventDispatcher;",
          "@EventDispatcher",
          "public interface ZooEvents extends Dispatcher<Event> {}"));

  static JavaFileObject handler(String name, String handles, String accepts) {
    return Compilations.loggingHandler("zoo", name, handles, accepts);
  }

  /** {@code zoo.Scenario.run()}: runs {@code body}, then returns what the handlers logged. */
  private static JavaFileObject scenario(String... body) {
    return Compilations.scenario("zoo", body);
  }

  private static JavaFileObject[] sources(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(EVENTS);
    all.addAll(HANDLERS);
    all.add(LOG);
    all.addAll(Arrays.asList(more));
    return all.toArray(new JavaFileObject[0]);
  }

  @Test
  void eachEventReachesTheHandlerOfItsMostSpecificHandledType() {
    JavaFileObject scenario = scenario(
        "    ZooEvents events = SwitchboardZooEvents.create();",
        "    List<Event> all = List.of(",
        "        new Placed(),", // declared class
        "        new Express(),", // known subclass: inherits Placed's route
        "        new Placed() {},", // unseen subclass
        "        new Base<Integer>() {},", // unseen subclass of a generic class
        "        new Paid(\"p-1\"),", // record under a generic interface
        "        new Keyed<Long>() { public Long key() { return 1L; } },", // unseen implementation
        "        Signal.START,", // enum
        "        Signal.STOP,", // enum constant with a body: a class never seen
        "        new Refund(),", // known class under a handled interface
        "        new Refund() {},", // unseen subclass of it
        "        new Event() {});", // nobody handles it
        "    for (Event event : all) {",
        "      events.dispatch(event);",
        "      if (dev.switchboard.Handlers.isNoOp(events.handlerFor(event))) {",
        "        Log.LINES.add(\"noOp\");",
        "      }",
        "    }");
    Compilation compilation = compile(sources(scenario));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("zoo.Scenario", "run"))
        .isEqualTo(List.of(
            "OnPlaced",
            "OnPlaced",
            "OnPlaced",
            "OnBase",
            "OnKeyed",
            "OnKeyed",
            "OnSignal",
            "OnSignal",
            "OnAudited",
            "OnAudited",
            "noOp"));
  }

  @Test
  void typedOverloadsCallTheRouteJavacPicksAndSkipGenericAndOpenTypes() {
    JavaFileObject scenario = scenario(
        "    SwitchboardZooEvents events = SwitchboardZooEvents.create();",
        "    events.dispatch(new Paid(\"p-1\"));",
        "    events.dispatch(Signal.STOP);",
        "    events.dispatch(new Express());");
    Compilation compilation = compile(sources(scenario));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "zoo.SwitchboardZooEvents");
    assertThat(generated).contains("public void dispatch(Paid event)");
    assertThat(generated).contains("public void dispatch(Signal event)");
    assertThat(generated).contains("public void dispatch(Express event)");
    // Placed has no handled subtype, so every subclass reaches it first; Base has one (Placed);
    // Keyed is generic; a class could extend the non-final Placed, implement Audited and route to
    // OnPlaced, so Audited gets none.
    assertThat(generated).contains("public void dispatch(Placed event)");
    assertThat(generated).doesNotContain("dispatch(Base");
    assertThat(generated).doesNotContain("dispatch(Keyed");
    assertThat(generated).doesNotContain("dispatch(Audited");
    assertThat(new CompiledClasses(compilation).callStatic("zoo.Scenario", "run"))
        .isEqualTo(List.of("OnKeyed", "OnSignal", "OnPlaced"));
  }

  @Test
  void eventImplementingTwoHandledInterfacesFailsTheBuildNamingTheEventAndBothHandlers() {
    JavaFileObject both = source(
        "zoo.Both",
        "package zoo;",
        "",
        "public final class Both implements Audited, Keyed<String> {",
        "  @Override public String key() { return \"b\"; }",
        "}");
    Compilation compilation = compile(sources(both));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB402] zoo.Both is equally close to handled interfaces zoo.Audited (zoo.OnAudited)"
                + " and zoo.Keyed (zoo.OnKeyed) in dispatcher zoo.ZooEvents, so no handler is the nearest")
        .inFile(both)
        .onLine(3);
  }

  @Test
  void eventOfTwoHandledInterfacesWithItsOwnHandlerGetsOnlyItsOwnTypedDispatch() {
    JavaFileObject both = source(
        "zoo.Both",
        "package zoo;",
        "public final class Both implements Audited, Keyed<String> {",
        "  @Override public String key() { return \"b\"; }",
        "}");
    JavaFileObject scenario = scenario(
        "    SwitchboardZooEvents events = SwitchboardZooEvents.create();",
        "    events.dispatch(new Both());", // javac picks dispatch(Both): no ambiguity
        "    events.dispatch((Event) new Both());"); // the table agrees
    Compilation compilation =
        compile(sources(both, handler("OnBoth", "Both.class", "Both"), scenario));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "zoo.SwitchboardZooEvents");
    assertThat(generated).contains("public void dispatch(Both event)");
    assertThat(generated).doesNotContain("dispatch(Audited");
    assertThat(generated).doesNotContain("dispatch(Keyed");
    assertThat(new CompiledClasses(compilation).callStatic("zoo.Scenario", "run"))
        .isEqualTo(List.of("OnBoth", "OnBoth"));
  }
}
