package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.log;
import static dev.switchboard.processor.Compilations.scenario;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Handler methods: a class handles many events with {@code @Handles} methods, mixed with handler
 * classes in one dispatcher; generated code calls each method directly on the one instance of its
 * class.
 */
class HandlerMethodsTest {
  static final JavaFileObject LEDGER_EVENT =
      source("ledger.LedgerEvent", "package ledger;", "public interface LedgerEvent {}");
  static final JavaFileObject DEPOSIT = source(
      "ledger.Deposit", "package ledger;", "public final class Deposit implements LedgerEvent {}");
  static final JavaFileObject WITHDRAWAL = source(
      "ledger.Withdrawal",
      "package ledger;",
      "public final class Withdrawal implements LedgerEvent {}");
  static final JavaFileObject TRANSFER = source(
      "ledger.Transfer", "package ledger;", "public class Transfer implements LedgerEvent {}");
  static final JavaFileObject EXPRESS_TRANSFER = source(
      "ledger.ExpressTransfer",
      "package ledger;",
      "public final class ExpressTransfer extends Transfer {}");
  static final JavaFileObject FEE =
      source("ledger.Fee", "package ledger;", "public final class Fee implements LedgerEvent {}");
  /** Two overloads of one name, a method for two events through their supertype, shared state. */
  static final JavaFileObject BALANCES = source(
      "ledger.Balances",
      "package ledger;",
      "import dev.switchboard.annotations.Handles;",
      "public final class Balances {",
      "  private int balance;",
      "  @Handles public void on(Deposit deposit) { balance += 10; Log.LINES.add(\"Balances.on(Deposit) \" + balance); }",
      "  @Handles public void on(Withdrawal withdrawal) { balance -= 3; Log.LINES.add(\"Balances.on(Withdrawal) \" + balance); }",
      "  @Handles({Transfer.class, Fee.class})",
      "  void moved(LedgerEvent event) { Log.LINES.add(\"Balances.moved \" + event.getClass().getSimpleName()); }",
      "}");

  static final JavaFileObject EXPRESS_DESK = source(
      "ledger.ExpressDesk",
      "package ledger;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(ExpressTransfer.class)",
      "public final class ExpressDesk implements Handler<ExpressTransfer> {",
      "  @Override public void handle(ExpressTransfer event) { Log.LINES.add(\"ExpressDesk\"); }",
      "}");
  static final JavaFileObject LEDGER_EVENTS = source(
      "ledger.LedgerEvents",
      "package ledger;",
      "import dev.switchboard.Dispatcher;",
      "import dev.switchboard.annotations.EventDispatcher;",
      "@EventDispatcher",
      "public interface LedgerEvents extends Dispatcher<LedgerEvent> {}");
  static final JavaFileObject SCENARIO = scenario(
      "ledger",
      "    SwitchboardLedgerEvents events = SwitchboardLedgerEvents.create();",
      "    events.dispatch(new Deposit());",
      "    events.dispatch(new Withdrawal());",
      "    events.dispatch(new Transfer());",
      "    events.dispatch(new ExpressTransfer());",
      "    events.dispatch(new Fee());",
      "    events.dispatch(new LedgerEvent() {});",
      "    LedgerEvent deposited = new Deposit();",
      "    events.dispatch(deposited);",
      "    Deposit deposit = new Deposit();",
      "    events.handlerFor(deposit).handle(deposit);",
      "    Log.LINES.add(String.valueOf(events.handlerFor(deposit) == events.handlerFor(new Deposit())));",
      "    LedgerEvent fee = new Fee();",
      "    events.handlerFor(fee).handle(fee);");

  static final List<JavaFileObject> LEDGER = List.of(
      log("ledger"),
      LEDGER_EVENT,
      DEPOSIT,
      WITHDRAWAL,
      TRANSFER,
      EXPRESS_TRANSFER,
      FEE,
      BALANCES,
      EXPRESS_DESK,
      LEDGER_EVENTS);

  @TempDir
  Path temporary;

  @Test
  void exclusiveDispatcherCallsEachMethodOnTheOneInstanceOfItsClass() {
    List<JavaFileObject> sources = new ArrayList<>(LEDGER);
    sources.add(SCENARIO);
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "ledger/SwitchboardLedgerEvents.java",
        generatedSource(compilation, "ledger.SwitchboardLedgerEvents"));
    Compilations.assertGeneratedCodeCompilesCleanly(
        compilation, sources.toArray(new JavaFileObject[0]));
    assertThat(new CompiledClasses(compilation).callStatic("ledger.Scenario", "run"))
        .isEqualTo(List.of(
            "Balances.on(Deposit) 10",
            "Balances.on(Withdrawal) 7",
            "Balances.moved Transfer",
            "ExpressDesk",
            "Balances.moved Fee",
            "Balances.on(Deposit) 17",
            "Balances.on(Deposit) 27",
            "true",
            "Balances.moved Fee"));
  }

  /**
   * Methods of one class equal in priority and specificity run by name, then parameter class name:
   * {@code on(app.Rush)} before {@code on(java.lang.Object)}, though {@code on(Object)} also
   * declares the less specific {@code app.Order}, whose name sorts before {@code app.Rush}.
   */
  @Test
  void broadcastRunsMethodsOfOneClassEqualInRankByNameThenParameterClass() {
    Compilation compilation = compile(
        log("app"),
        source("app.Order", "package app;", "public abstract class Order {}"),
        source("app.Rush", "package app;", "public final class Rush extends Order {}"),
        source(
            "app.Orders",
            "package app;",
            "import dev.switchboard.Dispatcher;",
            "import dev.switchboard.annotations.EventDispatcher;",
            "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)",
            "public interface Orders extends Dispatcher<Object> {}"),
        source(
            "app.Desk",
            "package app;",
            "import dev.switchboard.annotations.Handles;",
            "public final class Desk {",
            "  @Handles public void on(Rush event) { Log.LINES.add(\"on(Rush)\"); }",
            "  @Handles public void on(Order event) { Log.LINES.add(\"on(Order)\"); }",
            "  @Handles({Order.class, Rush.class}) public void on(Object event) { Log.LINES.add(\"on(Object)\"); }",
            "}"),
        scenario("app", "    SwitchboardOrders.create().dispatch(new Rush());"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("app.Scenario", "run"))
        .isEqualTo(List.of("on(Rush)", "on(Object)", "on(Order)"));
  }

  @Test
  void ecjCompilesTheDispatcherOfHandlerMethodsWithoutWarnings() {
    List<JavaFileObject> sources = new ArrayList<>(LEDGER);
    sources.add(SCENARIO);
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
  }

  @Test
  void broadcastDispatcherRunsMethodsByPriorityThenSpecificityThenName() {
    JavaFileObject audit = source(
        "ledger.Audit",
        "package ledger;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Audit {",
        "  @Handles public void any(LedgerEvent event) { Log.LINES.add(\"Audit.any\"); }",
        "  @Handles public void on(Deposit event) { Log.LINES.add(\"Audit.on(Deposit)\"); }",
        "  @Handles(priority = 5) public void first(Deposit event) { Log.LINES.add(\"Audit.first\"); }",
        "}");
    JavaFileObject events = source(
        "ledger.LedgerEvents",
        "package ledger;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, failure = EventDispatcher.Failure.RUN_ALL_THEN_THROW)",
        "public interface LedgerEvents extends Dispatcher<LedgerEvent> {}");
    JavaFileObject run = scenario(
        "ledger",
        "    SwitchboardLedgerEvents events = SwitchboardLedgerEvents.create();",
        "    events.dispatch(new Deposit());",
        "    Log.LINES.add(\"--\");",
        "    LedgerEvent withdrawal = new Withdrawal();",
        "    events.handlerFor(withdrawal).handle(withdrawal);");
    JavaFileObject[] sources = {log("ledger"), LEDGER_EVENT, DEPOSIT, WITHDRAWAL, audit, events, run
    };
    Compilation compilation = compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "ledger/SwitchboardLedgerEventsBroadcast.java",
        generatedSource(compilation, "ledger.SwitchboardLedgerEvents"));
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, sources);
    assertThat(new CompiledClasses(compilation).callStatic("ledger.Scenario", "run"))
        .isEqualTo(List.of("Audit.first", "Audit.on(Deposit)", "Audit.any", "--", "Audit.any"));
    Compilations.assertCompilesUnderEcjWithoutWarnings(
        temporary, Arrays.asList(sources), List.of());
  }

  /** More routes than one constructor can register: route methods register them; the fields stay. */
  @Test
  void oneMethodForHundredsOfEventClassesRegistersItsRoutesInChunks() {
    List<JavaFileObject> sources = new ArrayList<>(
        List.of(log("many"), source("many.Event", "package many;", "public interface Event {}")));
    for (int i = 0; i < 300; i++) {
      sources.add(source(
          "many.E" + i, "package many;", "public final class E" + i + " implements Event {}"));
    }
    sources.add(source(
        "many.Counter",
        "package many;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Counter {",
        "  @Handles public void any(Event event) { Log.LINES.add(\"any \" + event.getClass().getSimpleName()); }",
        "  @Handles public void on(E7 event) { Log.LINES.add(\"E7\"); }",
        "}"));
    sources.add(scenario(
        "many",
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    events.dispatch(new E7());",
        "    events.dispatch(new E299());",
        "    Event e8 = new E8();",
        "    events.handlerFor(e8).handle(e8);"));
    JavaFileObject[] all = sources.toArray(new JavaFileObject[0]);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
    assertThat(new CompiledClasses(compilation).callStatic("many.Scenario", "run"))
        .isEqualTo(List.of("E7", "any E299", "any E8"));
  }

  /**
   * Past the 254 handlers one constructor can take, nested classes hold the instances and the cases:
   * a class of handler methods is still one instance, found again through its methods' handlers,
   * and each of its methods has a field of its own in the nested class of its case.
   */
  @Test
  void hundredsOfHandlerMethodsInTwoClassesAreTwoInstancesCalledDirectly() {
    List<JavaFileObject> sources = new ArrayList<>(
        List.of(log("many"), source("many.Event", "package many;", "public interface Event {}")));
    List<String> even = new ArrayList<>(List.of(
        "package many;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Even {",
        "  private int seen;"));
    List<String> odd = new ArrayList<>(List.of(
        "package many;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Odd {",
        "  private int seen;"));
    for (int i = 0; i < 300; i++) {
      sources.add(source(
          "many.E" + i, "package many;", "public final class E" + i + " implements Event {}"));
      (i % 2 == 0 ? even : odd)
          .add("  @Handles public void on(E" + i + " event) { Log.LINES.add(\""
              + (i % 2 == 0 ? "Even" : "Odd") + " E" + i + " \" + ++seen); }");
    }
    even.add("}");
    odd.add("}");
    sources.add(source("many.Even", even.toArray(new String[0])));
    sources.add(source("many.Odd", odd.toArray(new String[0])));
    sources.add(scenario(
        "many",
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    events.dispatch(new E0());",
        "    events.dispatch(new E299());",
        "    events.dispatch((Event) new E298());",
        "    Event e7 = new E7();",
        "    events.handlerFor(e7).handle(e7);",
        "    Log.LINES.add(events.handlerFor(e7).toString());"));
    JavaFileObject[] all = sources.toArray(new JavaFileObject[0]);
    Compilation compilation = compile(all);

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertGeneratedCodeCompilesCleanly(compilation, all);
    assertThat(generatedSource(compilation, "many.SwitchboardDispatcher"))
        .contains("evenForE298.on((E298) event);");
    assertThat(new CompiledClasses(compilation).callStatic("many.Scenario", "run"))
        .isEqualTo(List.of("Even E0 1", "Odd E299 1", "Even E298 2", "Odd E7 2", "many.Odd#on"));
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
  }

  @Test
  void reportAndDiagramNameEachHandlerMethodBesideItsClass() {
    Compilation compilation = compile(LEDGER.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        "ledger/ledger.LedgerEvents.json",
        RouteReportTest.report(compilation, "META-INF/switchboard/ledger.LedgerEvents.json"));
    GoldenFiles.assertMatchesGolden(
        "ledger/ledger.LedgerEvents.mmd",
        RouteReportTest.report(compilation, "META-INF/switchboard/ledger.LedgerEvents.mmd"));
  }

  /** A library publishes a class of handler methods; an application's dispatcher reads them from its jar. */
  @Test
  void libraryIndexCarriesHandlerMethodsToTheApplicationsDispatcher(@TempDir Path jars) {
    // Every handler method of a library is public (SB602 otherwise: see HandlerMethodRulesTest).
    JavaFileObject balances = source(
        "ledger.Balances",
        "package ledger;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Balances {",
        "  @Handles public void on(Deposit deposit) { Log.LINES.add(\"Balances.on(Deposit)\"); }",
        "  @Handles({Transfer.class, Fee.class}) public void moved(LedgerEvent event) { Log.LINES.add(\"moved\"); }",
        "}");
    java.io.File ledger = LibraryJars.jar(
        jars.resolve("ledger.jar"),
        "ledger.LedgerIndex",
        List.of(),
        log("ledger"),
        LEDGER_EVENT,
        DEPOSIT,
        TRANSFER,
        EXPRESS_TRANSFER,
        FEE,
        balances,
        EXPRESS_DESK);
    JavaFileObject appEvents = source(
        "app.AppEvents",
        "package app;",
        "@dev.switchboard.annotations.EventDispatcher",
        "public interface AppEvents extends dev.switchboard.Dispatcher<ledger.LedgerEvent> {}");
    Compilation compilation = LibraryJars.compileAgainst(List.of(ledger), List.of(), appEvents);

    assertThat(compilation).succeededWithoutWarnings();
    String dispatcher = generatedSource(compilation, "app.SwitchboardAppEvents");
    assertThat(dispatcher)
        .contains("public SwitchboardAppEvents(Balances balances, ExpressDesk expressDesk)");
    assertThat(dispatcher).contains("balances.on((Deposit) event);");
    assertThat(dispatcher).contains("balances.moved(event);");
  }
}
