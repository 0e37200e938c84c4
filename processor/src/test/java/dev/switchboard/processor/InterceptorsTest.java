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
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interceptors through generated code: the dispatcher's, a handler's {@code @Handles(interceptors)}
 * and those of binding annotations run outermost first in the documented order, around every path an
 * event takes to a handler, under javac and ecj.
 */
class InterceptorsTest {
  static final JavaFileObject ORDER_EVENT =
      source("shop.OrderEvent", "package shop;", "public interface OrderEvent {}");
  static final JavaFileObject ORDER_PLACED = source(
      "shop.OrderPlaced", "package shop;", "public class OrderPlaced implements OrderEvent {}");
  static final JavaFileObject ORDER_SHIPPED = source(
      "shop.OrderShipped",
      "package shop;",
      "public final class OrderShipped implements OrderEvent {}");
  /** Its subclasses are interceptors of any event: E found through a superclass. */
  static final JavaFileObject LOGGING = source(
      "shop.Logging",
      "package shop;",
      "import dev.switchboard.Interceptor;",
      "import dev.switchboard.Invocation;",
      "public abstract class Logging implements Interceptor<Object> {",
      "  @Override public void intercept(Object event, Invocation<Object> next) {",
      "    Log.LINES.add(getClass().getSimpleName() + \" \" + next.handler());",
      "    next.proceed(event);",
      "  }",
      "}");

  static JavaFileObject logging(String name) {
    return source(
        "shop." + name, "package shop;", "public final class " + name + " extends Logging {}");
  }

  /** An interceptor of {@code event} events only, that logs as {@link #LOGGING}'s do. */
  static JavaFileObject typed(String name, String event) {
    return source(
        "shop." + name,
        "package shop;",
        "import dev.switchboard.Interceptor;",
        "import dev.switchboard.Invocation;",
        "public final class " + name + " implements Interceptor<" + event + "> {",
        "  @Override public void intercept(" + event + " event, Invocation<" + event + "> next) {",
        "    Log.LINES.add(\"" + name + " \" + next.handler());",
        "    next.proceed(event);",
        "  }",
        "}");
  }

  static JavaFileObject binding(String name, String interceptor) {
    return source(
        "shop." + name,
        "package shop;",
        "import dev.switchboard.annotations.InterceptorBinding;",
        "import java.lang.annotation.Retention;",
        "import java.lang.annotation.RetentionPolicy;",
        "@InterceptorBinding(" + interceptor + ".class)",
        "@Retention(RetentionPolicy.CLASS)",
        "public @interface " + name + " {}");
  }

  /** A handler class and a handler method of it, with interceptors on both and bindings on both. */
  static final JavaFileObject RESERVE_STOCK = source(
      "shop.ReserveStock",
      "package shop;",
      "import dev.switchboard.Handler;",
      "import dev.switchboard.annotations.Handles;",
      "@Handles(value = OrderPlaced.class, interceptors = ClassLevel.class)",
      "@Traced",
      "public final class ReserveStock implements Handler<OrderPlaced> {",
      "  @Override public void handle(OrderPlaced event) { Log.LINES.add(\"ReserveStock\"); }",
      "  @Metered",
      "  @Handles(interceptors = MethodLevel.class)",
      "  public void onShipped(OrderShipped event) { Log.LINES.add(\"ReserveStock#onShipped\"); }",
      "}");

  static JavaFileObject dispatcher(String mode) {
    return source(
        "shop.OrderEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(mode = EventDispatcher.Mode." + mode + ",",
        "    interceptors = {Audit.class, ShippedOnly.class})",
        "@Watched",
        "public interface OrderEvents extends Dispatcher<OrderEvent> {}");
  }

  static final JavaFileObject SCENARIO = scenario(
      "shop",
      "    SwitchboardOrderEvents events = SwitchboardOrderEvents.create();",
      "    Log.LINES.add(\"dispatch(root)\");",
      "    events.dispatch((OrderEvent) new OrderPlaced());",
      "    Log.LINES.add(\"dispatch(OrderShipped)\");",
      "    events.dispatch(new OrderShipped());",
      "    Log.LINES.add(\"handlerFor\");",
      "    OrderPlaced placed = new OrderPlaced();",
      "    events.handlerFor(placed).handle(placed);",
      "    Log.LINES.add(\"subclass\");",
      "    events.dispatch((OrderEvent) new OrderPlaced() {});");

  static List<JavaFileObject> shop(String mode) {
    return new ArrayList<>(List.of(
        log("shop"),
        ORDER_EVENT,
        ORDER_PLACED,
        ORDER_SHIPPED,
        LOGGING,
        logging("Audit"),
        logging("Watching"),
        logging("ClassLevel"),
        logging("Tracing"),
        logging("Metering"),
        typed("MethodLevel", "OrderShipped"),
        typed("ShippedOnly", "OrderShipped"),
        binding("Watched", "Watching"),
        binding("Traced", "Tracing"),
        binding("Metered", "Metering"),
        RESERVE_STOCK,
        dispatcher(mode)));
  }

  private static final List<String> PLACED = List.of(
      "Audit shop.ReserveStock",
      "Watching shop.ReserveStock",
      "ClassLevel shop.ReserveStock",
      "Tracing shop.ReserveStock",
      "ReserveStock");
  private static final List<String> SHIPPED = List.of(
      "Audit shop.ReserveStock#onShipped(OrderShipped)",
      "ShippedOnly shop.ReserveStock#onShipped(OrderShipped)",
      "Watching shop.ReserveStock#onShipped(OrderShipped)",
      "ClassLevel shop.ReserveStock#onShipped(OrderShipped)",
      "MethodLevel shop.ReserveStock#onShipped(OrderShipped)",
      "Tracing shop.ReserveStock#onShipped(OrderShipped)",
      "Metering shop.ReserveStock#onShipped(OrderShipped)",
      "ReserveStock#onShipped");

  @TempDir
  Path temporary;

  @Test
  void exclusiveDispatcherRunsInterceptorsInTheDocumentedOrderOnEveryPath() {
    assertRunsInOrder("EXCLUSIVE", "interceptors/SwitchboardOrderEvents.java", List.of(), PLACED);
  }

  /** Each handler of a broadcast runs in a chain of its own: Notify's has the dispatcher's only. */
  @Test
  void broadcastDispatcherRunsInterceptorsInTheDocumentedOrderOnEveryPath() {
    List<String> placed = new ArrayList<>(PLACED);
    placed.addAll(List.of("Audit shop.Notify", "Watching shop.Notify", "Notify"));
    assertRunsInOrder(
        "BROADCAST",
        "interceptors/SwitchboardOrderEvents_Broadcast.java",
        List.of(source(
            "shop.Notify",
            "package shop;",
            "import dev.switchboard.Handler;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(value = OrderPlaced.class, priority = -1)",
            "public final class Notify implements Handler<OrderPlaced> {",
            "  @Override public void handle(OrderPlaced event) { Log.LINES.add(\"Notify\"); }",
            "}")),
        placed);
  }

  private void assertRunsInOrder(
      String mode, String golden, List<JavaFileObject> more, List<String> placed) {
    List<JavaFileObject> sources = shop(mode);
    sources.addAll(more);
    sources.add(SCENARIO);
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    GoldenFiles.assertMatchesGolden(
        golden, generatedSource(compilation, "shop.SwitchboardOrderEvents"));
    Compilations.assertGeneratedCodeCompilesCleanly(
        compilation, sources.toArray(new JavaFileObject[0]));
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(scenarioRun(placed, SHIPPED));
  }

  /** What {@link #SCENARIO} logs, given what reaching the two handlers logs. */
  private static List<String> scenarioRun(List<String> placed, List<String> shipped) {
    List<String> expected = new ArrayList<>();
    expected.add("dispatch(root)");
    expected.addAll(placed);
    expected.add("dispatch(OrderShipped)");
    expected.addAll(shipped);
    expected.add("handlerFor");
    expected.addAll(placed);
    expected.add("subclass");
    expected.addAll(placed);
    return expected;
  }

  static JavaFileObject interceptor(String name, String... body) {
    List<String> lines = new ArrayList<>(List.of(
        "package desk;",
        "import dev.switchboard.Interceptor;",
        "import dev.switchboard.Invocation;",
        "public final class " + name + " implements Interceptor<Object> {",
        "  @Override public void intercept(Object event, Invocation<Object> next) {"));
    lines.addAll(List.of(body));
    lines.addAll(List.of("  }", "}"));
    return source("desk." + name, lines.toArray(new String[0]));
  }

  /** An interceptor may proceed never, several times, and catch what the handler throws. */
  @Test
  void interceptorsGuardRetryAndSeeExceptions() {
    List<JavaFileObject> sources = new ArrayList<>(
        List.of(
            log("desk"),
            source("desk.Ticket", "package desk;", "public final class Ticket {}"),
            source(
                "desk.Desk",
                "package desk;",
                "import dev.switchboard.Dispatcher;",
                "import dev.switchboard.annotations.EventDispatcher;",
                "@EventDispatcher",
                "public interface Desk extends Dispatcher<Object> {}"),
            interceptor("Guard", "    Log.LINES.add(\"guarded\");"),
            interceptor(
                "Retry",
                "    for (int attempt = 1; ; attempt++) {",
                "      try { next.proceed(event); return; }",
                "      catch (IllegalStateException e) {",
                "        Log.LINES.add(\"attempt \" + attempt + \" failed\");",
                "        if (attempt == 3) throw e;",
                "      }",
                "    }"),
            interceptor(
                "Swallow",
                "    try { next.proceed(event); }",
                "    catch (RuntimeException e) { Log.LINES.add(\"swallowed \" + e.getMessage()); }"),
            interceptor(
                "Rethrow",
                "    try { next.proceed(event); }",
                "    catch (RuntimeException e) { Log.LINES.add(\"seen \" + e.getMessage()); throw e; }"),
            source(
                "desk.Tickets",
                "package desk;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Tickets {",
                "  private int calls;",
                "  @Handles(interceptors = Guard.class) public void blocked(String event) {",
                "    Log.LINES.add(\"blocked ran\");",
                "  }",
                "  @Handles(interceptors = Retry.class) public void flaky(Ticket event) {",
                "    if (++calls < 3) throw new IllegalStateException(\"flaky\");",
                "    Log.LINES.add(\"flaky ran\");",
                "  }",
                "  @Handles(interceptors = Swallow.class) public void failing(Integer event) {",
                "    throw new IllegalArgumentException(\"failing \" + event);",
                "  }",
                "  @Handles(interceptors = Rethrow.class) public void broken(Long event) {",
                "    throw new IllegalArgumentException(\"broken \" + event);",
                "  }",
                "}"),
            scenario(
                "desk",
                "    SwitchboardDesk desk = SwitchboardDesk.create();",
                "    desk.dispatch(\"hello\");",
                "    desk.dispatch(new Ticket());",
                "    desk.dispatch(1);",
                "    try { desk.dispatch(2L); }",
                "    catch (IllegalArgumentException e) { Log.LINES.add(\"caught \" + e.getMessage()); }")));
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertGeneratedCodeCompilesCleanly(
        compilation, sources.toArray(new JavaFileObject[0]));
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
    assertThat(new CompiledClasses(compilation).callStatic("desk.Scenario", "run"))
        .isEqualTo(List.of(
            "guarded",
            "attempt 1 failed",
            "attempt 2 failed",
            "flaky ran",
            "swallowed failing 1",
            "seen broken 2",
            "caught broken 2"));
  }

  /**
   * The constructor takes each interceptor class once, after the handlers, in the order the classes
   * first appear; create() builds them; one without a usable constructor leaves no create().
   */
  @Test
  void constructorTakesInterceptorsAfterHandlersAndCreateBuildsThem() throws Exception {
    List<JavaFileObject> sources = shop("EXCLUSIVE");
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    List<String> parameters = constructorParameters(generated);
    assertThat(parameters)
        .containsExactly(
            "ReserveStock",
            "Audit",
            "ShippedOnly",
            "Watching",
            "ClassLevel",
            "Tracing",
            "MethodLevel",
            "Metering")
        .inOrder();
    assertThat(generated.getMethod("create").getReturnType()).isEqualTo(generated);
  }

  /**
   * The names of the constant every chain is given and of the method it refers to are left to the
   * declaration's own members: a private static {@code callHandler} beside an inherited one of the
   * same parameters would not compile.
   */
  @Test
  void theChainsConstantAndItsMethodTakeNoNameTheDeclarationGives() {
    Compilation compilation = compile(
        source(
            "names.Events",
            "package names;",
            "@dev.switchboard.annotations.EventDispatcher(interceptors = Pass.class)",
            "public abstract class Events implements dev.switchboard.Dispatcher<Object> {",
            "  protected static final Object HANDLER_CALLS = null;",
            "  protected static void callHandler(int route, Object instance, Object event) {}",
            "}"),
        source(
            "names.Pass",
            "package names;",
            "public final class Pass implements dev.switchboard.Interceptor<Object> {",
            "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {",
            "    Log.LINES.add(\"Pass \" + next.handler());",
            "    next.proceed(event);",
            "  }",
            "}"),
        source("names.Ping", "package names;", "public final class Ping {}"),
        source(
            "names.OnPing",
            "package names;",
            "@dev.switchboard.annotations.Handles(Ping.class)",
            "public final class OnPing implements dev.switchboard.Handler<Ping> {",
            "  @Override public void handle(Ping event) { Log.LINES.add(\"OnPing\"); }",
            "}"),
        log("names"),
        scenario("names", "    SwitchboardEvents.create().dispatch(new Ping());"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "names.SwitchboardEvents"))
        .contains("HANDLER_CALLS_2 = SwitchboardEvents::callHandler_2;");
    assertThat(new CompiledClasses(compilation).callStatic("names.Scenario", "run"))
        .isEqualTo(List.of("Pass names.OnPing", "OnPing"));
  }

  /**
   * A class that is both a handler and an interceptor is one instance, as a class of several handler
   * methods is: the constructor takes it once, and create() builds it once.
   */
  @Test
  void aHandlerThatIsAlsoAnInterceptorIsOneInstance() throws Exception {
    Compilation compilation = compile(
        source(
            "both.Events",
            "package both;",
            "@dev.switchboard.annotations.EventDispatcher(interceptors = Counting.class)",
            "public interface Events extends dev.switchboard.Dispatcher<Object> {}"),
        source("both.Ping", "package both;", "public final class Ping {}"),
        source("both.Pong", "package both;", "public final class Pong {}"),
        source(
            "both.Counting",
            "package both;",
            "@dev.switchboard.annotations.Handles(Ping.class)",
            "public final class Counting",
            "    implements dev.switchboard.Handler<Ping>, dev.switchboard.Interceptor<Object> {",
            "  static int instances;",
            "  private int calls;",
            "  public Counting() { instances++; }",
            "  @Override public void handle(Ping event) {",
            "    Log.LINES.add(\"Ping after \" + calls + \" calls, \" + instances + \" instance\");",
            "  }",
            "  @Override public void intercept(Object event, dev.switchboard.Invocation<Object> next) {",
            "    calls++;",
            "    Log.LINES.add(\"Counting \" + next.handler());",
            "    next.proceed(event);",
            "  }",
            "}"),
        source(
            "both.OnPong",
            "package both;",
            "@dev.switchboard.annotations.Handles(Pong.class)",
            "public final class OnPong implements dev.switchboard.Handler<Pong> {",
            "  @Override public void handle(Pong event) { Log.LINES.add(\"OnPong\"); }",
            "}"),
        log("both"),
        scenario(
            "both",
            "    Events events = SwitchboardEvents.create();",
            "    events.dispatch(new Pong());",
            "    events.dispatch(new Ping());"));

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("both.SwitchboardEvents");
    List<String> parameters = constructorParameters(generated);
    assertThat(parameters).containsExactly("Counting", "OnPong").inOrder();
    assertThat(new CompiledClasses(compilation).callStatic("both.Scenario", "run"))
        .isEqualTo(List.of(
            "Counting both.OnPong",
            "OnPong",
            "Counting both.Counting",
            "Ping after 2 calls, 1 instance"));
  }

  @Test
  void anInterceptorWithoutNoArgumentConstructorLeavesNoCreate() throws Exception {
    List<JavaFileObject> sources = shop("EXCLUSIVE");
    sources.set(
        sources.indexOf(sources.stream()
            .filter(file -> file.getName().endsWith("/Audit.java"))
            .findFirst()
            .orElseThrow()),
        source(
            "shop.Audit",
            "package shop;",
            "public final class Audit extends Logging {",
            "  public Audit(String name) {}",
            "}"));
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeededWithoutWarnings();
    Class<?> generated = new CompiledClasses(compilation).loadClass("shop.SwitchboardOrderEvents");
    assertThat(List.of(generated.getMethods()).stream().map(method -> method.getName()))
        .doesNotContain("create");
  }

  /**
   * The binding annotations of a class-path {@code DefaultBindings} class wrap every handler,
   * innermost; one a handler binds itself keeps its own place and runs once.
   */
  @Test
  void classPathDefaultBindingsWrapEveryHandlerInnermostOnce() {
    List<JavaFileObject> sources = shop("EXCLUSIVE");
    sources.add(logging("Defaulting"));
    sources.add(binding("Everywhere", "Defaulting"));
    sources.add(source(
        "dev.switchboard.defaults.DefaultBindings",
        "package dev.switchboard.defaults;",
        "@shop.Everywhere",
        "@shop.Metered",
        "public final class DefaultBindings {}"));
    sources.add(SCENARIO);
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));

    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
    List<String> placed = new ArrayList<>(PLACED.subList(0, PLACED.size() - 1));
    placed.addAll(
        List.of("Defaulting shop.ReserveStock", "Metering shop.ReserveStock", "ReserveStock"));
    List<String> shipped = new ArrayList<>(SHIPPED.subList(0, SHIPPED.size() - 1));
    shipped.addAll(
        List.of("Defaulting shop.ReserveStock#onShipped(OrderShipped)", "ReserveStock#onShipped"));
    assertThat(new CompiledClasses(compilation).callStatic("shop.Scenario", "run"))
        .isEqualTo(scenarioRun(placed, shipped));
  }

  /**
   * {@code @Handles(interceptors)} on a class of handler methods, which is no {@code Handler}: each
   * method runs within the class's interceptors, then its own.
   */
  @Test
  void aClassOfHandlerMethodsListsInterceptorsForEachOfThem() {
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        log("shop"),
        ORDER_EVENT,
        ORDER_PLACED,
        ORDER_SHIPPED,
        LOGGING,
        logging("ClassLevel"),
        logging("Tracing"),
        typed("MethodLevel", "OrderShipped"),
        binding("Traced", "Tracing"),
        source(
            "shop.Projection",
            "package shop;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(interceptors = ClassLevel.class)",
            "@Traced",
            "public final class Projection {",
            "  @Handles public void on(OrderPlaced event) { Log.LINES.add(\"placed\"); }",
            "  @Handles(interceptors = MethodLevel.class)",
            "  public void on(OrderShipped event) { Log.LINES.add(\"shipped\"); }",
            "}"),
        GeneratedDispatcherTest.ORDER_EVENTS,
        dispatchingEach("(OrderEvent) new OrderPlaced()", "new OrderShipped()")));
    assertThat(runCheckedUnderEcj(sources))
        .isEqualTo(List.of(
            "ClassLevel shop.Projection#on(OrderPlaced)",
            "Tracing shop.Projection#on(OrderPlaced)",
            "placed",
            "ClassLevel shop.Projection#on(OrderShipped)",
            "MethodLevel shop.Projection#on(OrderShipped)",
            "Tracing shop.Projection#on(OrderShipped)",
            "shipped"));
  }

  /**
   * A binding annotation on a binding annotation, and one on an annotation that is no binding (a
   * composed annotation), carry their interceptors to where that annotation is written: a binding's
   * own interceptors first, then those of the annotations on its type. An {@code @Inherited} binding
   * on a handler's superclass wraps the handler, after its own; one without {@code @Inherited} does
   * not, as reflection would not show it on the subclass either.
   */
  @Test
  void bindingsCarriedByAnnotationsAndInheritedFromSuperclassesWrapTheHandler() {
    List<JavaFileObject> sources = new ArrayList<>(List.of(
        log("shop"),
        ORDER_EVENT,
        ORDER_PLACED,
        ORDER_SHIPPED,
        source(
            "shop.OrderCancelled",
            "package shop;",
            "public final class OrderCancelled implements OrderEvent {}"),
        LOGGING,
        logging("Tracing"),
        logging("Timing"),
        logging("Auditing"),
        logging("Never"),
        binding("Traced", "Tracing"),
        source(
            "shop.Observed",
            "package shop;",
            "import dev.switchboard.annotations.InterceptorBinding;",
            "@InterceptorBinding(Timing.class)",
            "@Traced",
            "public @interface Observed {}"),
        source(
            "shop.Audited",
            "package shop;",
            "import java.lang.annotation.Retention;",
            "import java.lang.annotation.RetentionPolicy;",
            "@Observed",
            "@Retention(RetentionPolicy.RUNTIME)",
            "public @interface Audited {}"),
        source(
            "shop.Inheriting",
            "package shop;",
            "import dev.switchboard.annotations.InterceptorBinding;",
            "import java.lang.annotation.Inherited;",
            "@InterceptorBinding(Auditing.class)",
            "@Inherited",
            "public @interface Inheriting {}"),
        binding("NotInherited", "Never"),
        source(
            "shop.BaseHandler",
            "package shop;",
            "@Inheriting",
            "@NotInherited",
            "public abstract class BaseHandler {}"),
        source(
            "shop.Projection",
            "package shop;",
            "import dev.switchboard.annotations.Handles;",
            "public final class Projection extends BaseHandler {",
            "  @Observed @Handles public void on(OrderPlaced event) { Log.LINES.add(\"placed\"); }",
            "  @Audited @Handles public void on(OrderShipped event) { Log.LINES.add(\"shipped\"); }",
            "}"),
        source(
            "shop.Cancellations",
            "package shop;",
            "import dev.switchboard.annotations.Handles;",
            "@Handles(OrderCancelled.class)",
            "@Traced",
            "public final class Cancellations extends BaseHandler",
            "    implements dev.switchboard.Handler<OrderCancelled> {",
            "  @Override public void handle(OrderCancelled event) { Log.LINES.add(\"cancelled\"); }",
            "}"),
        GeneratedDispatcherTest.ORDER_EVENTS,
        dispatchingEach(
            "(OrderEvent) new OrderPlaced()", "new OrderShipped()", "new OrderCancelled()")));
    assertThat(runCheckedUnderEcj(sources))
        .isEqualTo(List.of(
            "Auditing shop.Projection#on(OrderPlaced)",
            "Timing shop.Projection#on(OrderPlaced)",
            "Tracing shop.Projection#on(OrderPlaced)",
            "placed",
            "Auditing shop.Projection#on(OrderShipped)",
            "Timing shop.Projection#on(OrderShipped)",
            "Tracing shop.Projection#on(OrderShipped)",
            "shipped",
            "Tracing shop.Cancellations",
            "Auditing shop.Cancellations",
            "cancelled"));
  }

  /** A scenario that dispatches each of {@code events}, expressions, with the generated class. */
  private static JavaFileObject dispatchingEach(String... events) {
    List<String> body = new ArrayList<>(
        List.of("    SwitchboardOrderEvents events = SwitchboardOrderEvents.create();"));
    for (String event : events) {
      body.add("    events.dispatch(" + event + ");");
    }
    return scenario("shop", body.toArray(new String[0]));
  }

  /**
   * Compiles {@code sources} with javac, which must succeed without warnings, and with ecj, which
   * must warn of nothing in generated code; returns what the scenario logged.
   */
  private Object runCheckedUnderEcj(List<JavaFileObject> sources) {
    Compilation compilation = compile(sources.toArray(new JavaFileObject[0]));
    assertThat(compilation).succeededWithoutWarnings();
    Compilations.assertCompilesUnderEcjWithoutWarnings(temporary, sources, List.of());
    return new CompiledClasses(compilation).callStatic("shop.Scenario", "run");
  }

  /** The simple names of the parameter types of the one constructor of {@code generated}. */
  private static List<String> constructorParameters(Class<?> generated) {
    List<String> parameters = new ArrayList<>();
    for (Class<?> parameter : generated.getConstructors()[0].getParameterTypes()) {
      parameters.add(parameter.getSimpleName());
    }
    return parameters;
  }
}
