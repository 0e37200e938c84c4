package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
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
 * {@code dispatch(event)} as a switch over the table's case of the event's class, each case a direct
 * call of a handler, and typed {@code dispatch(E)} as one direct call: what they run for declared,
 * inherited, learned and unhandled classes, with dead letters, in broadcast order and failure policy.
 */
class DirectDispatchTest {
  private static final List<JavaFileObject> SHOP = List.of(
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}"),
      source(
          "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}"),
      source(
          "shop.ExpressOrder",
          "package shop;",
          "public final class ExpressOrder extends OrderPlaced {}"),
      source(
          "shop.Cancelled",
          "package shop;",
          "public final class Cancelled implements OrderEvent {}"),
      source("shop.Refund", "package shop;", "public interface Refund extends OrderEvent {}"),
      source(
          "shop.Log",
          "package shop;",
          "public final class Log {",
          "  public static final java.util.List<String> LINES = new java.util.ArrayList<>();",
          "  private Log() {}",
          "}"),
      // handle(ExpressOrder) is an overload, not the Handler method: dispatch must never call it.
      source(
          "shop.ReserveStock",
          "package shop;",
          "import dev.switchboard.Handler;",
          "import dev.switchboard.annotations.Handles;",
          "@Handles(OrderPlaced.class)",
          "public final class ReserveStock implements Handler<OrderPlaced> {",
          "  @Override public void handle(OrderPlaced event) { Log.LINES.add(\"ReserveStock\"); }",
          "  public void handle(ExpressOrder event) { Log.LINES.add(\"wrong overload\"); }",
          "}"),
      source(
          "shop.Refunds",
          "package shop;",
          "import dev.switchboard.Handler;",
          "import dev.switchboard.annotations.Handles;",
          "@Handles(Refund.class)",
          "public final class Refunds implements Handler<Refund> {",
          "  @Override public void handle(Refund event) { Log.LINES.add(\"Refunds\"); }",
          "}"),
      // Named like the generated locals and fields: the generated names must not shadow it.
      source(
          "shop.Event",
          "package shop;",
          "import dev.switchboard.Handler;",
          "import dev.switchboard.annotations.Handles;",
          "@Handles(Cancelled.class)",
          "public final class Event implements Handler<OrderEvent> {",
          "  @Override public void handle(OrderEvent event) {",
          "    if (event instanceof Cancelled) { throw new IllegalStateException(\"cancelled\"); }",
          "  }",
          "}"));

  private static JavaFileObject[] sources(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(SHOP);
    all.addAll(Arrays.asList(more));
    return all.toArray(new JavaFileObject[0]);
  }

  /** {@code shop.Scenario.run()}: runs {@code body}, then returns what the handlers logged. */
  private static JavaFileObject scenario(String... body) {
    return Compilations.scenario("shop", body);
  }

  @Test
  void dynamicDispatchRunsTheHandlerOfDeclaredInheritedLearnedAndUnhandledClasses() {
    JavaFileObject scenario = scenario(
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    for (Object event : List.<Object>of(",
        "        new OrderPlaced(),", // declared
        "        new ExpressOrder(),", // inherited, routed at compile time
        "        new OrderPlaced() {},", // learned at run time: OrderPlaced's case
        "        new Refund() {},", // learned, through an interface
        "        \"nobody handles a String\")) {",
        "      events.dispatch(event);",
        "      Log.LINES.add(\"|\");",
        "    }",
        "    SwitchboardDispatcher dead = events.withDeadLetters(e -> Log.LINES.add(\"dead letter \" + e));",
        "    dead.dispatch(\"unhandled\");",
        "    dead.dispatch(\"again\");", // the table's cached unhandled class
        "    events.dispatch(\"dropped again\");",
        "    try {",
        "      events.dispatch(new Cancelled());",
        "    } catch (IllegalStateException e) {",
        "      Log.LINES.add(\"threw \" + e.getMessage());",
        "    }",
        "    try {",
        "      events.dispatch((Object) null);",
        "    } catch (NullPointerException e) {",
        "      Log.LINES.add(e.getMessage());",
        "    }");
    Compilation compilation = compile(sources(scenario));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(List.of(
            "ReserveStock",
            "|",
            "ReserveStock",
            "|",
            "ReserveStock",
            "|",
            "Refunds",
            "|",
            "|",
            "dead letter unhandled",
            "dead letter again",
            "threw cancelled",
            "Switchboard cannot dispatch a null event"));
    String generated = generatedSource(compilation, "shop.SwitchboardDispatcher");
    assertThat(generated).contains("public void dispatch(Object event) {");
    assertThat(generated).contains("reserveStock.handle((OrderPlaced) event);");
    assertThat(generated).contains("event2.handle((OrderEvent) event);");
    assertThat(generated).contains("routes.dispatchUncased(route, event);");
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources(scenario));
  }

  @Test
  void typedDispatchIsOneDirectCallOfTheHandlerMethodNotOfAnOverload() {
    JavaFileObject scenario = scenario(
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    events.dispatch(new ExpressOrder());",
        "    try {",
        "      events.dispatch((ExpressOrder) null);",
        "    } catch (NullPointerException e) {",
        "      Log.LINES.add(e.getMessage());",
        "    }");
    Compilation compilation = compile(sources(scenario));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(List.of("ReserveStock", "Switchboard cannot dispatch a null event"));
    assertThat(generatedSource(compilation, "shop.SwitchboardDispatcher"))
        .contains("  public void dispatch(ExpressOrder event) {\n"
            + "    RouteTable.requireEvent(event);\n"
            + "    reserveStock.handle((OrderPlaced) event);\n"
            + "  }");
    assertThat(generatedSource(compilation, "shop.SwitchboardDispatcher"))
        .contains("  public void dispatch(Cancelled event) {\n"
            + "    RouteTable.requireEvent(event);\n"
            + "    event2.handle(event);\n"
            + "  }");
  }

  @Test
  void broadcastCasesRunEveryHandlerInOrderUnderEachFailurePolicy() {
    List<String> runAll = runBroadcast("RUN_ALL_THEN_THROW");
    List<String> stopAtFirst = runBroadcast("STOP_AT_FIRST");

    // ExpressOrder and the learned OrderPlaced: Metrics (priority 1), ReserveStock (the more
    // specific OrderPlaced), then Audit and Backup (OrderEvent, by name); Cancelled: Event (which
    // throws "cancelled") before Audit and Backup; the learned OrderEvent: Metrics, Audit, Backup,
    // a combination no compile-time route has.
    assertThat(runAll)
        .isEqualTo(List.of(
            "Metrics",
            "ReserveStock",
            "Audit",
            "Backup",
            "threw first, suppressed [second]",
            "|",
            "Metrics",
            "ReserveStock",
            "Audit",
            "Backup",
            "threw first, suppressed [second]",
            "|",
            "Metrics",
            "Audit",
            "Backup",
            "threw cancelled, suppressed [first, second]",
            "|",
            "Metrics",
            "Audit",
            "Backup",
            "threw first, suppressed [second]"));
    assertThat(stopAtFirst)
        .isEqualTo(List.of(
            "Metrics",
            "ReserveStock",
            "Audit",
            "threw first, suppressed []",
            "|",
            "Metrics",
            "ReserveStock",
            "Audit",
            "threw first, suppressed []",
            "|",
            "Metrics",
            "threw cancelled, suppressed []",
            "|",
            "Metrics",
            "Audit",
            "threw first, suppressed []"));
  }

  /** Dispatches a compile-time, a learned, a typed and a learned-through-interface event to a broadcast. */
  private static List<String> runBroadcast(String failure) {
    JavaFileObject dispatcher = source(
        "shop.Broadcast",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, failure = EventDispatcher.Failure."
            + failure + ")",
        "public interface Broadcast extends Dispatcher<OrderEvent> {}");
    JavaFileObject scenario = scenario(
        "    SwitchboardBroadcast events = SwitchboardBroadcast.create();",
        "    List<Runnable> dispatches = List.of(",
        "        () -> events.dispatch((OrderEvent) new ExpressOrder()),",
        "        () -> events.dispatch((OrderEvent) new OrderPlaced() {}),", // learned:
        // OrderPlaced's case
        "        () -> events.dispatch(new Cancelled()),", // typed: final class
        "        () -> events.dispatch((OrderEvent) new OrderEvent() {}));", // learned, a
        // combination of its
        // own
        "    for (Runnable dispatch : dispatches) {",
        "      try {",
        "        dispatch.run();",
        "      } catch (IllegalStateException e) {",
        "        List<String> suppressed = new java.util.ArrayList<>();",
        "        for (Throwable t : e.getSuppressed()) { suppressed.add(t.getMessage()); }",
        "        Log.LINES.add(\"threw \" + e.getMessage() + \", suppressed \" + suppressed);",
        "      }",
        "      Log.LINES.add(\"|\");",
        "    }",
        "    Log.LINES.remove(Log.LINES.size() - 1);");
    Compilation compilation = compile(sources(
        dispatcher,
        scenario,
        broadcastHandler("Metrics", "OrderEvent", 1, ""),
        broadcastHandler("Audit", "OrderEvent", 0, "throw new IllegalStateException(\"first\");"),
        broadcastHandler(
            "Backup", "OrderEvent", 0, "throw new IllegalStateException(\"second\");")));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "shop.SwitchboardBroadcast");
    assertThat(generated).contains("protected void dispatchEvent(Object event) {");
    assertThat(generated).contains("public void dispatch(Cancelled event) {");
    return new CompiledClasses(compilation).callStatic("shop.Scenario", "run")
            instanceof List<?> log
        ? log.stream().map(String::valueOf).toList()
        : List.of();
  }

  private static JavaFileObject broadcastHandler(
      String name, String event, int priority, String andThen) {
    return source(
        "shop." + name,
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(value = " + event + ".class, priority = " + priority
            + ", dispatchers = Broadcast.class)",
        "public final class " + name + " implements Handler<" + event + "> {",
        "  @Override public void handle(" + event + " event) { Log.LINES.add(\"" + name + "\"); "
            + andThen + " }",
        "}");
  }

  @Test
  void handlersOfGenericOrInvisibleEventTypesAreCalledThroughDeliver() {
    List<JavaFileObject> sources = List.of(
        source("box.Envelope", "package box;", "public class Envelope<T> {}"),
        source(
            "box.Letter", "package box;", "public final class Letter extends Envelope<String> {}"),
        source(
            "box.Letters",
            "package box;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(Letter.class)",
            "public final class Letters implements Handler<Envelope<String>> {",
            "  public static int count;",
            "  @Override public void handle(Envelope<String> event) { count++; }",
            "}"),
        source(
            "box.Scenario",
            "package box;",
            "public final class Scenario {",
            "  public static int run() {",
            "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
            "    events.dispatch((Object) new Letter());",
            "    events.dispatch(new Letter());",
            "    return Letters.count;",
            "  }",
            "}"));
    JavaFileObject[] all = sources.toArray(JavaFileObject[]::new);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "box.SwitchboardDispatcher"))
        .contains("RouteTable.deliver(letters, event);");
    assertThat(new CompiledClasses(compilation).callStatic("box.Scenario", "run"))
        .isEqualTo(2);
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
  }

  @Test
  void aDispatchMethodTheDeclaredDispatcherImplementsIsKept() {
    JavaFileObject base = source(
        "shop.BaseEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public abstract class BaseEvents implements Dispatcher<OrderEvent> {",
        "  protected BaseEvents() {}",
        "  @Override public void dispatch(OrderEvent event) {",
        "    Log.LINES.add(\"logged\");",
        "    handlerFor(event).handle(event);",
        "  }",
        "}");
    JavaFileObject generic = source(
        "shop.Audited",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "public interface Audited<E> extends Dispatcher<E> {",
        "  @Override default void dispatch(E event) {",
        "    Log.LINES.add(\"audited\");",
        "    handlerFor(event).handle(event);",
        "  }",
        "}");
    JavaFileObject declared = source(
        "shop.AuditedEvents",
        "package shop;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface AuditedEvents extends Audited<OrderEvent> {}");
    JavaFileObject scenario = scenario(
        "    SwitchboardBaseEvents.create().dispatch(new OrderPlaced());",
        "    SwitchboardAuditedEvents.create().dispatch(new OrderPlaced());");
    Compilation compilation = compile(sources(base, generic, declared, scenario));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "shop.SwitchboardBaseEvents"))
        .doesNotContain("void dispatch(");
    assertThat(generatedSource(compilation, "shop.SwitchboardAuditedEvents"))
        .doesNotContain("void dispatch(");
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(List.of("logged", "ReserveStock", "audited", "ReserveStock"));
  }

  @Test
  void aSmallDispatcherCallsTheHandlersInItsClassChecksAndStaysSmallEnoughToInline()
      throws Exception {
    // 16 event classes, the most that are checked, and a subclass of the last compiled here.
    Compilation compilation = compileSmall(
        false,
        "    SwitchboardEvents events = SwitchboardEvents.create();",
        "    SwitchboardEvents dead = events.withDeadLetters(e -> Log.LINES.add(\"dead\"));",
        "    for (Event event : List.<Event>of(new E0(), new E9(), new E15(), new E15() {},",
        "        new Event() {}, new E3(), new E15() {})) {",
        "      events.dispatch(event);",
        "      dead.dispatch(event);",
        "    }");

    assertThat(new CompiledClasses(compilation).callStatic("small.Scenario", "run"))
        .isEqualTo(List.of(
            "H0", "H0", "H9", "H9", "H15", "H15", "H15", "H15", "dead", "H3", "H3", "H15", "H15"));
    String generated = generatedSource(compilation, "small.SwitchboardEvents");
    // E15 is not final: its class itself, compared exactly.
    assertThat(generated).contains("if (event instanceof E0) {\n      h0.handle((E0) event);");
    assertThat(generated)
        .contains("if (event.getClass() == E15.class) {\n      h15.handle((E15) event);");
    assertThat(generated).contains("dispatchCase(routes.caseOf(event), event);");
    assertDispatchPathInlinable(compilation);
  }

  @Test
  void aSmallDispatcherOfSixteenFinalClassesEndsInTheUnhandledHandlerAndStaysSmallEnoughToInline()
      throws Exception {
    Compilation compilation = compileSmall(
        true,
        "    SwitchboardEvents dead = SwitchboardEvents.create()",
        "        .withDeadLetters(e -> Log.LINES.add(\"dead\"));",
        "    for (Event event : List.<Event>of(new E0(), new E15(), new Event() {})) {",
        "      dead.dispatch(event);",
        "    }");

    assertThat(new CompiledClasses(compilation).callStatic("small.Scenario", "run"))
        .isEqualTo(List.of("H0", "H15", "dead"));
    String generated = generatedSource(compilation, "small.SwitchboardEvents");
    assertThat(generated).contains("if (event instanceof E15) {\n      h15.handle((E15) event);");
    assertThat(generated).doesNotContain("getClass()");
    assertThat(generated).contains("    routes.dispatchUnhandled(event);\n  }");
    assertDispatchPathInlinable(compilation);
  }

  private static void assertDispatchPathInlinable(Compilation compilation) throws Exception {
    MethodSizes.of(classFile(compilation, "small/SwitchboardEvents.class"))
        .dispatchPathLengths()
        .forEach((method, length) -> assertWithMessage("bytecode bytes of %s", method)
            .that(length)
            .isAtMost(MethodSizes.FREQ_INLINE_SIZE));
  }

  /**
   * Compiles {@code small.E0} to {@code E15}, all final or all but {@code E15}, each with its
   * handler, and a {@code small.Scenario} of {@code body}; checks it compiled without warnings.
   */
  private static Compilation compileSmall(boolean allFinal, String... body) {
    List<JavaFileObject> sources = sixteenEventClasses(allFinal);
    sources.add(Compilations.scenario("small", body));
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));
    assertThat(compilation).succeededWithoutWarnings();
    return compilation;
  }

  private static List<JavaFileObject> sixteenEventClasses(boolean allFinal) {
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source(
        "small.Log",
        "package small;",
        "public final class Log {",
        "  public static final java.util.List<String> LINES = new java.util.ArrayList<>();",
        "  private Log() {}",
        "}"));
    sources.add(source("small.Event", "package small;", "public interface Event {}"));
    for (int i = 0; i < 16; i++) {
      String modifier = i == 15 && !allFinal ? "public" : "public final";
      sources.add(source(
          "small.E" + i, "package small;", modifier + " class E" + i + " implements Event {}"));
      sources.add(source(
          "small.H" + i,
          "package small;",
          "@dev.switchboard.annotations.Handles(E" + i + ".class)",
          "public final class H" + i + " implements dev.switchboard.Handler<E" + i + "> {",
          "  @Override public void handle(E" + i + " event) { Log.LINES.add(\"H" + i + "\"); }",
          "}"));
    }
    sources.add(source(
        "small.Events",
        "package small;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface Events extends dev.switchboard.Dispatcher<Event> {}"));
    return sources;
  }

  @Test
  void aSmallDispatcherOfFinalClassesHandsEveryOtherEventToTheUnhandledHandlerWithoutTheTable()
      throws Exception {
    // A final class, a record and an enum: no other class can have a route. Mood's constant with a
    // body is a subclass, so Moods keeps the table, as Notes does for a class with a subclass.
    JavaFileObject[] sources = {
      Compilations.log("tiny"),
      source("tiny.Event", "package tiny;", "public interface Event {}"),
      source("tiny.Placed", "package tiny;", "public final class Placed implements Event {}"),
      source("tiny.Paid", "package tiny;", "public record Paid(int cents) implements Event {}"),
      source("tiny.Status", "package tiny;", "public enum Status implements Event { OPEN }"),
      source(
          "tiny.Mood",
          "package tiny;",
          "public enum Mood { CALM, ODD { @Override public String toString() { return \"odd\"; } } }"),
      source("tiny.Memo", "package tiny;", "public class Memo {}"),
      source(
          "tiny.TinyHandlers",
          "package tiny;",
          "import dev.switchboard.Handler;",
          "import dev.switchboard.annotations.Handles;",
          "public final class TinyHandlers {",
          "  private TinyHandlers() {}",
          "  @Handles(Placed.class) public static final class OnPlaced implements Handler<Placed> {",
          "    @Override public void handle(Placed event) { Log.LINES.add(\"placed\"); }",
          "  }",
          "  @Handles(Paid.class) public static final class OnPaid implements Handler<Paid> {",
          "    @Override public void handle(Paid event) { Log.LINES.add(\"paid\"); }",
          "  }",
          "  @Handles(Status.class) public static final class OnStatus implements Handler<Status> {",
          "    @Override public void handle(Status event) { Log.LINES.add(\"status\"); }",
          "  }",
          "  @Handles(Mood.class) public static final class OnMood implements Handler<Mood> {",
          "    @Override public void handle(Mood event) { Log.LINES.add(\"mood \" + event); }",
          "  }",
          "  @Handles(Memo.class) public static final class OnMemo implements Handler<Memo> {",
          "    @Override public void handle(Memo event) { Log.LINES.add(\"memo\"); }",
          "  }",
          "}"),
      source(
          "tiny.Events",
          "package tiny;",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface Events extends dev.switchboard.Dispatcher<Event> {}"),
      source(
          "tiny.Notices",
          "package tiny;",
          "import dev.switchboard.annotations.EventDispatcher;",
          "@EventDispatcher(",
          "    mode = EventDispatcher.Mode.BROADCAST,",
          "    failure = EventDispatcher.Failure.RUN_ALL_THEN_THROW)",
          "public interface Notices extends dev.switchboard.Dispatcher<Event> {}"),
      source(
          "tiny.Moods",
          "package tiny;",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface Moods extends dev.switchboard.Dispatcher<Mood> {}"),
      source(
          "tiny.Notes",
          "package tiny;",
          "@dev.switchboard.annotations.EventDispatcher",
          "public interface Notes extends dev.switchboard.Dispatcher<Object> {}"),
      Compilations.scenario(
          "tiny",
          "    Event unhandled = new Event() { @Override public String toString() { return \"other\"; } };",
          "    SwitchboardEvents events = SwitchboardEvents.create();",
          "    SwitchboardEvents dead = events.withDeadLetters(e -> Log.LINES.add(\"dead \" + e));",
          "    SwitchboardNotices notices = SwitchboardNotices.create();",
          "    SwitchboardNotices deadNotices =",
          "        notices.withDeadLetters(e -> Log.LINES.add(\"dead notice \" + e));",
          "    for (Event event : List.<Event>of(new Placed(), new Paid(5), Status.OPEN, unhandled)) {",
          "      events.dispatch(event);",
          "      dead.dispatch(event);",
          "      notices.dispatch(event);",
          "      deadNotices.dispatch(event);",
          "    }",
          "    dead.dispatch(unhandled);",
          "    dead.handlerFor(unhandled).handle(unhandled);",
          "    deadNotices.handlerFor(unhandled).handle(unhandled);",
          "    Log.LINES.add(String.valueOf(events.handlerFor(unhandled) == dev.switchboard.Handlers.noOp()));",
          "    events.handlerFor(new Paid(1)).handle(new Paid(1));",
          "    for (Runnable nullEvent : List.<Runnable>of(() -> events.dispatch((Event) null),",
          "        () -> events.handlerFor((Event) null), () -> notices.dispatch((Event) null))) {",
          "      try {",
          "        nullEvent.run();",
          "      } catch (NullPointerException e) {",
          "        Log.LINES.add(e.getMessage());",
          "      }",
          "    }",
          "    SwitchboardMoods moods = SwitchboardMoods.create();",
          "    moods.dispatch(Mood.CALM);",
          "    moods.dispatch(Mood.ODD);",
          "    moods.handlerFor(Mood.ODD).handle(Mood.ODD);",
          "    SwitchboardNotes notes = SwitchboardNotes.create();",
          "    notes.dispatch(new Memo());",
          "    notes.dispatch(new Memo() {});",
          "    Memo sub = new Memo() {};",
          "    notes.handlerFor(sub).handle(sub);")
    };
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    String nullEvent = "Switchboard cannot dispatch a null event";
    assertThat(new CompiledClasses(compilation).callStatic("tiny.Scenario", "run"))
        .isEqualTo(List.of(
            "placed",
            "placed",
            "placed",
            "placed",
            "paid",
            "paid",
            "paid",
            "paid",
            "status",
            "status",
            "status",
            "status",
            "dead other",
            "dead notice other",
            "dead other",
            "dead other",
            "dead notice other",
            "true",
            "paid",
            nullEvent,
            nullEvent,
            nullEvent,
            "mood CALM",
            "mood odd",
            "mood odd",
            "memo",
            "memo",
            "memo"));
    for (String dispatcher : List.of("tiny.SwitchboardEvents", "tiny.SwitchboardNotices")) {
      String generated = generatedSource(compilation, dispatcher);
      assertThat(generated).contains("    if (event instanceof Paid) {");
      assertThat(generated).contains("    routes.dispatchUnhandled(event);\n  }");
      assertThat(generated).contains("    return routes.unhandledHandler();\n  }");
      assertThat(generated).doesNotContain("caseOf");
    }
    for (String dispatcher : List.of("tiny.SwitchboardMoods", "tiny.SwitchboardNotes")) {
      String generated = generatedSource(compilation, dispatcher);
      assertThat(generated).contains("dispatchCase(routes.caseOf(event), event);");
      assertThat(generated).contains("return routes.handlerFor(event);");
      assertThat(generated).doesNotContain("dispatchUnhandled");
    }
  }

  /**
   * A route class of another module that is final when the dispatcher is generated and not final
   * where it runs: its subclasses' events would go to the unhandled handler, so constructing either
   * kind of dispatcher fails, naming the class.
   */
  @Test
  void aRouteClassThatIsNoLongerFinalWhereTheDispatcherRunsFailsItsConstruction() throws Exception {
    JavaFileObject event = source("late.Event", "package late;", "public interface Event {}");
    Compilation generated = compile(
        Compilations.log("late"),
        event,
        source("late.Placed", "package late;", "public final class Placed implements Event {}"),
        source(
            "late.OnPlaced",
            "package late;",
            "@dev.switchboard.annotations.Handles(Placed.class)",
            "public final class OnPlaced implements dev.switchboard.Handler<Placed> {",
            "  @Override public void handle(Placed event) { Log.LINES.add(\"placed\"); }",
            "}"),
        source(
            "late.Events",
            "package late;",
            "@dev.switchboard.annotations.EventDispatcher",
            "public interface Events extends dev.switchboard.Dispatcher<Event> {}"),
        source(
            "late.Notices",
            "package late;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)",
            "public interface Notices extends dev.switchboard.Dispatcher<Event> {}"),
        Compilations.scenario(
            "late",
            "    for (Runnable create : List.<Runnable>of(",
            "        SwitchboardEvents::create, SwitchboardNotices::create)) {",
            "      try {",
            "        create.run();",
            "        Log.LINES.add(\"constructed\");",
            "      } catch (IllegalStateException e) {",
            "        Log.LINES.add(e.getMessage());",
            "      }",
            "    }"));
    assertThat(generated).succeededWithoutWarnings();
    assertThat(generatedSource(generated, "late.SwitchboardEvents"))
        .contains(".requireFinalClasses(SwitchboardEvents.class)\n");
    assertThat(generatedSource(generated, "late.SwitchboardNotices"))
        .contains(".requireFinalClasses(SwitchboardNotices.class)\n");
    assertThat(new CompiledClasses(generated).callStatic("late.Scenario", "run"))
        .isEqualTo(List.of("constructed", "constructed"));

    Compilation changed = com.google.testing.compile.Compiler.javac()
        .withOptions("-proc:none")
        .compile(
            event,
            source("late.Placed", "package late;", "public class Placed implements Event {}"),
            source(
                "late.Express", "package late;", "public final class Express extends Placed {}"));
    assertThat(changed).succeeded();
    String failure = "late.Placed is not final, but it was when this dispatcher was generated";
    List<?> lines =
        (List<?>) new CompiledClasses(changed, generated).callStatic("late.Scenario", "run");
    assertThat(lines).hasSize(2);
    for (Object line : lines) {
      assertThat((String) line).startsWith(failure);
    }
    assertThat(lines)
        .containsExactly(
            failure
                + ": late.SwitchboardEvents hands an event of any class it does not route to the"
                + " unhandled handler, so an event of a subclass of late.Placed would reach none of"
                + " its handlers. Compile late.SwitchboardEvents again against the jar it runs"
                + " with, where late.Placed is not final.",
            failure
                + ": late.SwitchboardNotices hands an event of any class it does not route to the"
                + " unhandled handler, so an event of a subclass of late.Placed would reach none of"
                + " its handlers. Compile late.SwitchboardNotices again against the jar it runs"
                + " with, where late.Placed is not final.")
        .inOrder();
  }

  @Test
  void broadcastCasesTooLargeForOneMethodGoToATreeOfMethodsEachSmallEnoughToInline()
      throws Exception {
    // 300 final classes, each implementing a distinct pair of 25 handled interfaces: 300 cases of
    // two guarded calls each, about 17,000 bytes of bytecode in one switch.
    int interfaces = 25;
    List<JavaFileObject> sources = new ArrayList<>();
    sources.add(source(
        "pairs.Pairs",
        "package pairs;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, failure = EventDispatcher.Failure.RUN_ALL_THEN_THROW)",
        "public interface Pairs extends Dispatcher<Object> {}"));
    sources.add(source(
        "pairs.Log",
        "package pairs;",
        "public final class Log {",
        "  public static final java.util.List<String> LINES = new java.util.ArrayList<>();",
        "  private Log() {}",
        "}"));
    for (int i = 0; i < interfaces; i++) {
      sources.add(source("pairs.I" + i, "package pairs;", "public interface I" + i + " {}"));
      sources.add(source(
          "pairs.H" + i,
          "package pairs;",
          "@dev.switchboard.annotations.Handles(I" + i + ".class)",
          "public final class H" + i + " implements dev.switchboard.Handler<I" + i + "> {",
          "  @Override public void handle(I" + i + " event) {",
          "    Log.LINES.add(\"H" + i + "\");",
          "    throw new IllegalStateException(\"H" + i + "\");",
          "  }",
          "}"));
    }
    for (int i = 0; i < interfaces; i++) {
      for (int j = i + 1; j < interfaces; j++) {
        sources.add(source(
            "pairs.E" + i + "_" + j,
            "package pairs;",
            "public final class E" + i + "_" + j + " implements I" + i + ", I" + j + " {}"));
      }
    }
    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "pairs.SwitchboardPairs");
    assertThat(generated).contains("switch (route >> 8) {");
    assertThat(generated).contains("private void cases256To511(int route, Object event) {");
    assertThat(generated).doesNotContain("class Cases");
    byte[] bytes = classFile(compilation, "pairs/SwitchboardPairs.class");
    MethodSizes.of(bytes)
        .dispatchPathLengths()
        .forEach((method, length) -> assertWithMessage("bytecode bytes of %s", method)
            .that(length)
            .isAtMost(MethodSizes.FREQ_INLINE_SIZE));

    CompiledClasses loader = new CompiledClasses(compilation);
    Object dispatcher =
        loader.loadClass("pairs.SwitchboardPairs").getMethod("create").invoke(null);
    for (String event : List.of("E0_1", "E3_24", "E23_24")) {
      Object instance = loader.loadClass("pairs." + event).getConstructor().newInstance();
      try {
        loader
            .loadClass("pairs.Pairs")
            .getMethod("dispatch", Object.class)
            .invoke(dispatcher, instance);
      } catch (java.lang.reflect.InvocationTargetException e) {
        @SuppressWarnings("unchecked")
        List<String> log =
            (List<String>) loader.loadClass("pairs.Log").getField("LINES").get(null);
        log.add("threw " + e.getCause().getMessage() + " suppressed "
            + e.getCause().getSuppressed()[0].getMessage());
      }
    }
    assertThat(loader.loadClass("pairs.Log").getField("LINES").get(null))
        .isEqualTo(List.of(
            "H0",
            "H1",
            "threw H0 suppressed H1",
            "H24",
            "H3",
            "threw H24 suppressed H3", // equally specific: by handler class name
            "H23",
            "H24",
            "threw H23 suppressed H24"));
  }

  private static byte[] classFile(Compilation compilation, String path) throws java.io.IOException {
    try (java.io.InputStream in = compilation
        .generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, path)
        .orElseThrow()
        .openInputStream()) {
      return in.readAllBytes();
    }
  }
}
