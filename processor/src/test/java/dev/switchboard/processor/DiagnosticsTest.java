package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.generatedSource;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The diagnostic catalogue of {@code docs/diagnostics.md}: each case is reported with its tag and
 * text on the line of the narrowest element, annotation or annotation value.
 */
class DiagnosticsTest {
  private static final JavaFileObject PLACED =
      source("shop.OrderPlaced", "package shop;", "public class OrderPlaced {}");
  private static final JavaFileObject SHIPPED =
      source("shop.OrderShipped", "package shop;", "public class OrderShipped {}");

  private static void assertError(
      Compilation compilation, JavaFileObject file, int line, String text) {
    assertThat(compilation).hadErrorContaining(text).inFile(file).onLine(line);
  }

  private static JavaFileObject handler(String annotation, String declaration) {
    return source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        annotation,
        declaration);
  }

  // SB1xx: handlers

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "public interface ShipIt extends Handler<OrderShipped> {} | an interface",
        "public enum ShipIt implements Handler<OrderShipped> { A; public void handle(OrderShipped e) {} } | an enum",
        "public @interface ShipIt {} | an annotation type"
      })
  void handlesOnSomethingThatIsNotAClass(String declaration, String kind) {
    JavaFileObject handler = handler("@Handles(OrderShipped.class)", declaration);
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        4,
        "[SB101] @Handles can only annotate a class, not " + kind + " shop.ShipIt. "
            + "Fix: annotate a concrete class that implements dev.switchboard.Handler.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handlerInsideAMethodOrLambdaIsALocalClass() {
    JavaFileObject service = source(
        "shop.Service",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Service {",
        "  void start() {",
        "    @Handles(OrderShipped.class)",
        "    final class ShipIt implements Handler<OrderShipped> {",
        "      @Override public void handle(OrderShipped event) {}",
        "    }",
        "    Runnable r = () -> {",
        "      class Holder {",
        "        @dev.switchboard.annotations.Handles(OrderShipped.class)",
        "        final class Nested implements Handler<OrderShipped> {",
        "          @Override public void handle(OrderShipped event) {}",
        "        }",
        "      }",
        "    };",
        "  }",
        "}");
    // javac runs the processor only for compilations with an @Handles or @EventDispatcher it can
    // see.
    Compilation compilation = compile(SHIPPED, service, objectDispatcher("shop.AppEvents"));

    assertError(
        compilation,
        service,
        6,
        "[SB112] handler ShipIt is a local class, so no generated dispatcher can "
            + "name it. Fix: move it out of the method: make it a top-level or static nested class.");
    assertError(compilation, service, 12, "[SB112] handler Nested is a local class");
    assertThat(compilation).hadErrorCount(2);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "public final | [SB103] handler shop.Outer.ShipIt is an inner class: it needs an instance of shop.Outer to "
            + "exist. Fix: declare it static, or move it to the top level.",
        "private static final | [SB104] handler shop.Outer.ShipIt is private to shop.Outer, so the generated dispatcher "
            + "cannot use it: shop.Outer.ShipIt is private. Fix: make shop.Outer.ShipIt public, or package-private in "
            + "the dispatcher's package."
      })
  void nestedHandlerThatNoDispatcherCanCreate(String modifiers, String message) {
    JavaFileObject outer = source(
        "shop.Outer",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Outer {",
        "  @Handles(OrderShipped.class)",
        "  " + modifiers + " class ShipIt implements Handler<OrderShipped> {",
        "    @Override public void handle(OrderShipped event) {}",
        "  }",
        "}");
    Compilation compilation = compile(SHIPPED, outer);

    assertError(compilation, outer, 5, message);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void packagePrivateHandlerInAnotherPackageThanTheDispatcher() {
    JavaFileObject handler = source(
        "shop.shipping.ShipIt",
        "package shop.shipping;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "import shop.OrderShipped;",
        "@Handles(OrderShipped.class)",
        "final class ShipIt implements Handler<OrderShipped> {",
        "  @Override public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(SHIPPED, handler, objectDispatcher("shop.AppEvents"));

    assertError(
        compilation,
        handler,
        5,
        "[SB105] handler shop.shipping.ShipIt is not public, and dispatcher "
            + "shop.AppEvents is generated in another package (shop). Fix: make the handler (and the classes enclosing "
            + "it) public, or declare the dispatcher in the handler's package.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void genericHandler() {
    JavaFileObject handler = handler(
        "@Handles(OrderShipped.class)",
        "public final class ShipIt<T> implements Handler<OrderShipped> { public void handle(OrderShipped e) {} }");
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        4,
        "[SB106] handler shop.ShipIt declares type parameters T; a dispatcher needs "
            + "one concrete handler class. Fix: remove the type parameters");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void rawHandler() {
    JavaFileObject handler = handler(
        "@Handles(OrderShipped.class)",
        "@SuppressWarnings(\"rawtypes\") public final class ShipIt implements Handler {"
            + " public void handle(Object e) {} }");
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        4,
        "[SB108] shop.ShipIt implements the raw type Handler, so the event type it "
            + "accepts is unknown. Fix: implement Handler<OrderShipped>.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void eventNotAcceptedIsReportedOnItsOwnClassLiteral() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles({",
        "    OrderShipped.class,",
        "    OrderPlaced.class})",
        "public final class ShipIt implements Handler<OrderShipped> {",
        "  @Override public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(PLACED, SHIPPED, handler);

    assertError(
        compilation,
        handler,
        6,
        "[SB109] shop.ShipIt lists shop.OrderPlaced in @Handles but implements "
            + "Handler<shop.OrderShipped>, which does not accept it. Fix: implement Handler<shop.OrderPlaced> (or a "
            + "supertype of it), or remove shop.OrderPlaced from @Handles.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void factoryRequiredButAHandlerHasNoNoArgConstructor() {
    JavaFileObject handler = handler(
        "@Handles(OrderShipped.class)",
        "public final class ShipIt implements Handler<OrderShipped> {"
            + " public ShipIt(String courier) {} public void handle(OrderShipped e) {} }");
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(factory = EventDispatcher.Factory.REQUIRED)",
        "public interface AppEvents extends Dispatcher<Object> {}");
    Compilation compilation = compile(SHIPPED, handler, dispatcher);

    assertError(
        compilation,
        handler,
        5,
        "[SB110] dispatcher shop.AppEvents requires a create() factory, but handler "
            + "shop.ShipIt has no no-argument constructor it can call: it has no no-argument constructor. Fix: add a "
            + "public (or, in the dispatcher's package, package-private) no-argument constructor that throws no checked "
            + "exception");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void withoutRequiredFactoryTheConstructorStillWorks() {
    JavaFileObject handler = handler(
        "@Handles(OrderShipped.class)",
        "public final class ShipIt implements Handler<OrderShipped> {"
            + " public ShipIt(String courier) {} public void handle(OrderShipped e) {} }");
    Compilation compilation = compile(SHIPPED, handler, objectDispatcher("shop.AppEvents"));

    assertThat(compilation).succeededWithoutWarnings();
    String generated = generatedSource(compilation, "shop.SwitchboardAppEvents");
    assertThat(generated).contains("public SwitchboardAppEvents(ShipIt shipIt)");
    assertThat(generated).doesNotContain("create()");
  }

  @Test
  void handlerNamesSomethingThatIsNotADispatcher() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(",
        "    value = OrderShipped.class,",
        "    dispatchers = String.class)",
        "public final class ShipIt implements Handler<OrderShipped> {",
        "  @Override public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        6,
        "[SB111] shop.ShipIt names java.lang.String in @Handles(dispatchers), which "
            + "is not annotated @EventDispatcher. Fix: name an @EventDispatcher type, or remove java.lang.String from "
            + "dispatchers.");
    assertThat(compilation).hadErrorCount(1);
  }

  // SB2xx: event types

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "int.class | int | SB202",
        "String[].class | java.lang.String[] | SB202",
        "void.class | void | SB202",
        "Deprecated.class | java.lang.Deprecated | SB203"
      })
  void eventTypeThatIsNoClassOrInterface(String literal, String shown, String tag) {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles({",
        "    OrderShipped.class,",
        "    " + literal + "})",
        "public final class ShipIt implements Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    Compilation compilation = compile(SHIPPED, handler);

    String text = tag.equals("SB203")
        ? "[SB203] annotation type " + shown
            + " cannot be an event type. Fix: use a class or interface"
        : "[SB202] " + shown
            + " cannot be an event type: events are classes or interfaces. Fix: wrap primitives";
    assertError(compilation, handler, 6, text);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void noEventTypes() {
    JavaFileObject handler = handler(
        "@Handles({})",
        "public final class ShipIt implements Handler<OrderShipped> { public void handle(OrderShipped e) {} }");
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        4,
        "[SB201] @Handles lists no event types. Fix: list at least one: @Handles(MyEvent.class).");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void eventListedTwiceIsReportedOnTheRepeat() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles({",
        "    OrderShipped.class,",
        "    OrderShipped.class})",
        "public final class ShipIt implements Handler<OrderShipped> {",
        "  @Override public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(SHIPPED, handler);

    assertError(
        compilation,
        handler,
        6,
        "[SB204] shop.OrderShipped is listed more than once in @Handles. Fix: list each event type once.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void nonPublicEventTypeInAnotherPackageThanTheDispatcher() {
    JavaFileObject event =
        source("shop.shipping.Delayed", "package shop.shipping;", "class Delayed {}");
    JavaFileObject handler = source(
        "shop.shipping.Notify",
        "package shop.shipping;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(",
        "    Delayed.class)",
        "public final class Notify implements Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    Compilation compilation = compile(event, handler, objectDispatcher("shop.AppEvents"));

    assertError(
        compilation,
        handler,
        5,
        "[SB205] event type shop.shipping.Delayed is not public, and dispatcher "
            + "shop.AppEvents is generated in another package (shop). Fix: make the event type public, or declare the "
            + "dispatcher in its package.");
    assertThat(compilation).hadErrorCount(1);
  }

  // SB3xx: dispatchers

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "public final class AppEvents implements Dispatcher<Object> {"
            + " public Handler<Object> handlerFor(Object e) { return null; } } | a class",
        "public enum AppEvents { A } | an enum",
        "public record AppEvents() {} | a record"
      })
  void eventDispatcherOnSomethingThatIsNotAnInterfaceOrAbstractClass(
      String declaration, String kind) {
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        declaration);
    Compilation compilation = compile(dispatcher);

    assertError(
        compilation,
        dispatcher,
        5,
        "[SB301] @EventDispatcher must annotate an interface or an abstract " + "class, not " + kind
            + " shop.AppEvents. Fix: declare an interface that extends Dispatcher<MyEvent>.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void unknownFactoryConstantIsLeftToJavac() {
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher(factory = EventDispatcher.Factory.SOMETIMES)",
        "public interface AppEvents extends Dispatcher<Object> {}");
    Compilation compilation = compile(dispatcher);

    // javac's own error (its wording differs between JDKs), on the annotation, and none of ours.
    assertThat(compilation).failed();
    assertThat(compilation.errors().stream()
            .map(error -> error.getLineNumber())
            .distinct()
            .toList())
        .containsExactly(4L);
    assertThat(Compilations.switchboardErrors(compilation)).isEmpty();
  }

  @Test
  void eventDispatcherThatDoesNotExtendDispatcher() {
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface AppEvents {}");
    Compilation compilation = compile(dispatcher);

    assertError(
        compilation,
        dispatcher,
        3,
        "[SB302] shop.AppEvents is annotated @EventDispatcher but does not extend "
            + "dev.switchboard.Dispatcher. Fix: declare it as: interface shop.AppEvents extends Dispatcher<MyEvent>.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void dispatcherRootThatIsNoClassOrInterface() {
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface AppEvents extends Dispatcher<int[]> {}");
    Compilation compilation = compile(dispatcher);

    assertError(
        compilation,
        dispatcher,
        4,
        "[SB303] the event type of dispatcher shop.AppEvents must be a class or interface, not int[]");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void genericPrivateDispatcherWithoutConstructorAndWithAnAbstractMethod() {
    JavaFileObject dispatcher = source(
        "shop.Outer",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "public final class Outer {",
        "  @EventDispatcher",
        "  private abstract static class AppEvents<T> implements Dispatcher<Object> {",
        "    private AppEvents() {}",
        "    abstract void flush();",
        "  }",
        "}");
    Compilation compilation = compile(dispatcher);

    assertError(
        compilation,
        dispatcher,
        5,
        "[SB305] dispatcher shop.Outer.AppEvents is private, so the generated "
            + "subclass cannot extend it");
    assertError(
        compilation,
        dispatcher,
        5,
        "[SB304] dispatcher shop.Outer.AppEvents declares type parameters T; the generated class must be concrete");
    assertError(
        compilation,
        dispatcher,
        5,
        "[SB306] abstract dispatcher class shop.Outer.AppEvents has no "
            + "no-argument constructor the generated subclass can call: it is private");
    assertError(
        compilation,
        dispatcher,
        8,
        "[SB307] dispatcher shop.Outer.AppEvents declares abstract method "
            + "flush(), which Switchboard cannot implement. Fix: give it a default body, or remove"
            + " it: the generated class implements handlerFor, withDeadLetters and"
            + " void dispatch(java.lang.Object event) only.");
    assertThat(compilation).hadErrorCount(4);
  }

  @Test
  void invalidDefaultDispatcherOption() {
    JavaFileObject handler = handler(
        "@Handles(OrderShipped.class)",
        "public final class ShipIt implements Handler<OrderShipped> { public void handle(OrderShipped e) {} }");
    Compilation compilation =
        compile(List.of("-Aswitchboard.defaultDispatcher=not a name"), SHIPPED, handler);

    assertThat(compilation)
        .hadErrorContaining("[SB308] option switchboard.defaultDispatcher=not a name is neither a "
            + "qualified class name nor 'none'");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handlerNamesADispatcherWhoseRootExcludesItsEvent() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(",
        "    value = {OrderShipped.class, String.class},",
        "    dispatchers = AppEvents.class)",
        "public final class ShipIt implements Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    JavaFileObject dispatcher = source(
        "shop.AppEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface AppEvents extends Dispatcher<OrderShipped> {}");
    Compilation compilation = compile(SHIPPED, handler, dispatcher);

    assertError(
        compilation,
        handler,
        6,
        "[SB309] shop.ShipIt names dispatcher shop.AppEvents in @Handles(dispatchers),"
            + " but its event root shop.OrderShipped excludes event type java.lang.String. Fix: name a dispatcher whose "
            + "event root is a supertype of java.lang.String, or widen the event root of shop.AppEvents.");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handlerThatNamesADispatcherIsRoutedByThatOneOnly() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(value = OrderShipped.class, dispatchers = Shipping.class)",
        "public final class ShipIt implements Handler<OrderShipped> {",
        "  @Override public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(
        SHIPPED, handler, objectDispatcher("shop.Shipping"), objectDispatcher("shop.Audit"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedSource(compilation, "shop.SwitchboardShipping")).contains("ShipIt");
    assertThat(generatedSource(compilation, "shop.SwitchboardAudit")).doesNotContain("ShipIt");
  }

  // SB4xx: routes

  @Test
  void twoHandlersForOneEventAreReportedOnBoth() {
    JavaFileObject ship = handler(
        "@Handles(OrderShipped.class)",
        "public final class ShipIt implements Handler<OrderShipped> { public void handle(OrderShipped e) {} }");
    JavaFileObject notify = source(
        "shop.Notify",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles({OrderPlaced.class,",
        "    OrderShipped.class})",
        "public final class Notify implements Handler<Object> {",
        "  @Override public void handle(Object event) {}",
        "}");
    Compilation compilation = compile(PLACED, SHIPPED, ship, notify);

    assertError(
        compilation,
        ship,
        4,
        "[SB401] shop.OrderShipped has two handlers in dispatcher "
            + "shop.SwitchboardDispatcher: shop.ShipIt and shop.Notify. Fix: remove shop.OrderShipped from the @Handles "
            + "of one of them, or, if both should run, declare a broadcast dispatcher in place of "
            + "shop.SwitchboardDispatcher: @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST) public interface Events "
            + "extends Dispatcher<Object> {}.");
    assertError(
        compilation,
        notify,
        5,
        "[SB401] shop.OrderShipped has two handlers in dispatcher "
            + "shop.SwitchboardDispatcher: shop.Notify and shop.ShipIt.");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void handlersOfOneGenericEventThatDifferOnlyByTypeArgumentCollideAfterErasure() {
    JavaFileObject envelope =
        source("shop.Envelope", "package shop;", "public final class Envelope<T> {}");
    JavaFileObject strings = source(
        "shop.Strings",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Envelope.class)",
        "public final class Strings implements Handler<Envelope<String>> {",
        "  @Override public void handle(Envelope<String> event) {}",
        "}");
    JavaFileObject integers = source(
        "shop.Integers",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "",
        "@Handles(Envelope.class)",
        "public final class Integers implements Handler<Envelope<Integer>> {",
        "  @Override public void handle(Envelope<Integer> event) {}",
        "}");
    Compilation compilation = compile(envelope, strings, integers);

    assertError(
        compilation,
        strings,
        4,
        "[SB405] shop.Strings and shop.Integers collide in dispatcher "
            + "shop.SwitchboardDispatcher: they handle shop.Envelope<java.lang.String> and "
            + "shop.Envelope<java.lang.Integer>, which are both shop.Envelope at run time (type arguments are erased). "
            + "Fix: give each payload its own event class, or let one handler accept shop.Envelope and inspect the "
            + "payload.");
    assertError(
        compilation,
        integers,
        5,
        "[SB405] shop.Integers and shop.Strings collide in dispatcher "
            + "shop.SwitchboardDispatcher: they handle shop.Envelope<java.lang.Integer> and "
            + "shop.Envelope<java.lang.String>");
    assertThat(compilation).hadErrorCount(2);
  }

  @Test
  void classEquallyCloseToTwoHandledInterfaces() {
    JavaFileObject events = source(
        "shop.Events",
        "package shop;",
        "public final class Events {",
        "  public interface Paid {}",
        "  public interface Shipped {}",
        "  public static final class PaidAndShipped implements Paid, Shipped {}",
        "}");
    JavaFileObject handlers = source(
        "shop.Handlers",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "public final class Handlers {",
        "  @Handles(Events.Paid.class)",
        "  public static final class OnPaid implements Handler<Events.Paid> {",
        "    @Override public void handle(Events.Paid event) {}",
        "  }",
        "  @Handles(Events.Shipped.class)",
        "  public static final class OnShipped implements Handler<Events.Shipped> {",
        "    @Override public void handle(Events.Shipped event) {}",
        "  }",
        "}");
    Compilation compilation = compile(events, handlers);

    assertError(
        compilation,
        events,
        5,
        "[SB402] shop.Events.PaidAndShipped is equally close to handled interfaces "
            + "shop.Events.Paid (shop.Handlers.OnPaid) and shop.Events.Shipped (shop.Handlers.OnShipped) in dispatcher "
            + "shop.SwitchboardDispatcher, so no handler is the nearest");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handlerThatNoDispatcherRoutesIsAnError() {
    JavaFileObject handler = source(
        "shop.Audit",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(String.class)",
        "public final class Audit implements Handler<String> {",
        "  @Override public void handle(String event) {}",
        "}");
    JavaFileObject dispatcher = source(
        "shop.ShopEvents",
        "package shop;",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface ShopEvents extends Dispatcher<OrderShipped> {}");
    Compilation compilation = compile(SHIPPED, handler, dispatcher);

    assertError(
        compilation,
        handler,
        4,
        "[SB403] handler shop.Audit is routed by no dispatcher, so it never runs: a"
            + " dispatcher routes a handler only when its event root is a supertype of an event type the handler lists,"
            + " and no root here is a supertype of java.lang.String (the event root of shop.ShopEvents is"
            + " shop.OrderShipped). Fix: handle a subtype of an event root");
    assertThat(compilation).hadErrorCount(1);
  }

  /** A dispatcher of Object events. */
  private static JavaFileObject objectDispatcher(String qualifiedName) {
    int dot = qualifiedName.lastIndexOf('.');
    return source(
        qualifiedName,
        "package " + qualifiedName.substring(0, dot) + ";",
        "import dev.switchboard.Dispatcher;",
        "import dev.switchboard.annotations.EventDispatcher;",
        "@EventDispatcher",
        "public interface " + qualifiedName.substring(dot + 1) + " extends Dispatcher<Object> {}");
  }
}
