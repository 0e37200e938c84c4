package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;
import static dev.switchboard.processor.Compilations.switchboardErrors;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * SB402 on every type some instance of which would have no nearest handler: concrete classes of any
 * access (an unnameable one is routed at run time, by the same rule), abstract classes and interfaces
 * that classes the processor never sees may extend; not sealed types, whose permitted subtypes are
 * each checked. Where such a class is met anyway (a class of a jar built earlier, a proxy), the run-time
 * rule picks the first of the equally close interfaces in declaration order.
 */
class AmbiguousRoutesTest {
  private static final JavaFileObject LOG = Compilations.log("bank");
  private static final List<JavaFileObject> BASICS = List.of(
      LOG,
      source("bank.Signal", "package bank;", "public interface Signal {}"),
      source("bank.Payment", "package bank;", "public interface Payment {}"),
      handler("OnSignal", "Signal"),
      handler("OnPayment", "Payment"));

  static JavaFileObject handler(String name, String event) {
    return Compilations.loggingHandler("bank", name, event + ".class", event);
  }

  private static JavaFileObject[] with(JavaFileObject... more) {
    List<JavaFileObject> all = new ArrayList<>(BASICS);
    all.addAll(Arrays.asList(more));
    return all.toArray(new JavaFileObject[0]);
  }

  private static final String SIGNAL_AND_PAYMENT =
      "bank.Signal (bank.OnSignal) and bank.Payment (bank.OnPayment) in dispatcher bank.SwitchboardDispatcher";

  @Test
  void genericAbstractClassEquallyCloseToTwoHandledInterfacesIsReportedOnItsLine() {
    JavaFileObject beta = source(
        "bank.Beta",
        "package bank;",
        "",
        "public abstract class Beta<T> implements Signal, Payment {",
        "  public static Beta<String> anonymous() { return new Beta<String>() {}; }",
        "}");

    Compilation compilation = compile(with(beta));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB402] bank.Beta is equally close to handled interfaces " + SIGNAL_AND_PAYMENT
                + ", so an instance of a subclass the processor does not see (an anonymous class, a class of another"
                + " module), with no handler of its own, would have no nearest handler. Fix: handle bank.Beta itself,"
                + " or one interface that extends the others, or seal bank.Beta")
        .inFile(beta)
        .onLine(3);
    assertThat(switchboardErrors(compilation)).hasSize(1);
  }

  @Test
  void nestedAbstractClassOfTheInterfaceItImplementsIsReported() {
    // The fuzzer's shape: abstract class Ping.Type3 implements Ping, Ping.Type1, both handled.
    JavaFileObject ping = source(
        "bank.Ping",
        "package bank;",
        "public interface Ping {",
        "  interface Type1 {}",
        "  abstract class Type3 implements Ping, Ping.Type1 {}",
        "}");
    Compilation compilation =
        compile(LOG, ping, handler("OnPing", "Ping"), handler("OnType1", "Ping.Type1"));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB402] bank.Ping.Type3 is equally close to handled interfaces bank.Ping (bank.OnPing)"
                + " and bank.Ping.Type1 (bank.OnType1)")
        .inFile(ping)
        .onLine(4);
    assertThat(switchboardErrors(compilation)).hasSize(1);
  }

  @Test
  void interfaceExtendingTwoHandledInterfacesIsReported() {
    JavaFileObject both = source(
        "bank.SignedPayment",
        "package bank;",
        "public interface SignedPayment extends Signal, Payment {}");

    Compilation compilation = compile(with(both));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[SB402] bank.SignedPayment is equally close to handled interfaces "
            + SIGNAL_AND_PAYMENT
            + ", so an instance of a class implementing it the processor does not see")
        .inFile(both)
        .onLine(2);
  }

  @Test
  void privateClassRoutedAtRunTimeIsReportedToo() {
    // The dispatcher cannot name it, so it would be routed at run time: by a tie-break, not a rule.
    JavaFileObject outer = source(
        "bank.Outer",
        "package bank;",
        "public final class Outer {",
        "  private static final class Hidden implements Signal, Payment {}",
        "  private abstract static class HiddenBase implements Payment, Signal {}",
        "  public static Object hidden() { return new Hidden(); }",
        "}");

    Compilation compilation = compile(with(outer));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining("[SB402] bank.Outer.Hidden is equally close to handled interfaces "
            + SIGNAL_AND_PAYMENT + ", so no handler is the nearest")
        .inFile(outer)
        .onLine(3);
    assertThat(compilation)
        .hadErrorContaining(
            "[SB402] bank.Outer.HiddenBase is equally close to handled interfaces bank.Payment")
        .inFile(outer)
        .onLine(4);
    assertThat(switchboardErrors(compilation)).hasSize(2);
  }

  @Test
  void sameShapesWithoutNearestRuleOrWithAHandlerOfTheirOwnCompileAndRoute() {
    JavaFileObject types = source(
        "bank.Types",
        "package bank;",
        "public final class Types {",
        "  private Types() {}",
        "  public abstract static class Handled implements Signal, Payment {}", // handled itself
        "  public abstract static class Below extends Handled {}", // nearest superclass
        "  public interface SignedPayment extends Signal, Payment {}", // handled itself
        "  public abstract static class ThroughSigned implements SignedPayment {}", // more specific
        // interface
        "  public sealed interface Closed extends Signal, Payment permits Leaf {}", // sealed: Leaf
        // is checked
        "  public static final class Leaf implements Closed {}",
        "}");
    JavaFileObject scenario = Compilations.scenario(
        "bank",
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    events.dispatch(new Types.Below() {});",
        "    events.dispatch(new Types.ThroughSigned() {});",
        "    events.dispatch(new Types.Leaf());");

    Compilation compilation = compile(with(
        types,
        scenario,
        handler("OnHandled", "Types.Handled"),
        handler("OnSigned", "Types.SignedPayment"),
        handler("OnLeaf", "Types.Leaf")));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("bank.Scenario", "run"))
        .isEqualTo(List.of("OnHandled", "OnSigned", "OnLeaf"));
  }

  @Test
  void sealedTypeIsLeftToItsPermittedSubtypesWhichAreChecked() {
    JavaFileObject types = source(
        "bank.Closed",
        "package bank;",
        "public sealed interface Closed extends Signal, Payment {",
        "  final class Covered implements Closed {}",
        "  non-sealed abstract class Open implements Closed {}",
        "}");

    Compilation compilation = compile(with(types, handler("OnCovered", "Closed.Covered")));

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB402] bank.Closed.Open is equally close to handled interfaces " + SIGNAL_AND_PAYMENT)
        .inFile(types)
        .onLine(4);
    assertThat(switchboardErrors(compilation)).hasSize(1);
  }

  @Test
  void broadcastNearestOnlyRejectsTheAbstractClassAndBroadcastWithSupertypesRunsBoth() {
    JavaFileObject beta = source(
        "bank.Beta", "package bank;", "public abstract class Beta implements Signal, Payment {}");
    JavaFileObject nearest = source(
        "bank.Nearest",
        "package bank;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, includeSupertypes = false)",
        "public interface Nearest extends Dispatcher<Object> {}");
    JavaFileObject all = source(
        "bank.All",
        "package bank;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)",
        "public interface All extends Dispatcher<Object> {}");

    Compilation rejected = compile(with(beta, nearest));
    assertThat(rejected)
        .hadErrorContaining(
            "[SB402] bank.Beta is equally close to handled interfaces bank.Signal (bank.OnSignal)"
                + " and bank.Payment (bank.OnPayment) in dispatcher bank.Nearest")
        .inFile(beta)
        .onLine(2);

    JavaFileObject scenario =
        Compilations.scenario("bank", "    SwitchboardAll.create().dispatch(new Beta() {});");
    Compilation compiled = compile(with(beta, all, scenario));
    assertThat(compiled).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compiled).callStatic("bank.Scenario", "run"))
        .isEqualTo(List.of("OnPayment", "OnSignal"));
  }

  @Test
  void classNeverSeenByTheProcessorTakesTheFirstEquallyCloseInterfaceInDeclarationOrder() {
    // A proxy stands for any class the processor did not see (a jar built before the handlers
    // were).
    JavaFileObject scenario = Compilations.scenario(
        "bank",
        "    SwitchboardDispatcher events = SwitchboardDispatcher.create();",
        "    ClassLoader loader = Scenario.class.getClassLoader();",
        "    java.lang.reflect.InvocationHandler none = (proxy, method, args) -> null;",
        "    events.dispatch(java.lang.reflect.Proxy.newProxyInstance(",
        "        loader, new Class<?>[] {Signal.class, Payment.class}, none));",
        "    events.dispatch(java.lang.reflect.Proxy.newProxyInstance(",
        "        loader, new Class<?>[] {Payment.class, Signal.class}, none));");

    Compilation compilation = compile(with(scenario));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(new CompiledClasses(compilation).callStatic("bank.Scenario", "run"))
        .isEqualTo(List.of("OnSignal", "OnPayment"));
  }
}
