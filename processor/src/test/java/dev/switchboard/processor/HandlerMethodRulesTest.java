package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every rule of handler methods, under javac and ecj: one SB error on the user's line, with its fix,
 * and nothing generated that does not compile.
 */
class HandlerMethodRulesTest {
  private static final String EVENTS =
      String.join("\n", "package shop;", "public interface OrderEvent {}");
  private static final String PLACED =
      String.join("\n", "package shop;", "public class OrderPlaced implements OrderEvent {}");
  private static final String SHIPPED =
      String.join("\n", "package shop;", "public class OrderShipped implements OrderEvent {}");

  @TempDir
  Path temporary;

  /** Compiles the shop's events, {@code shop/Projection.java} and {@code extra} (path, text pairs). */
  private Compilers.Result compile(Compilers compiler, String projection, String... extra) {
    ModuleBuild build = new ModuleBuild(temporary.resolve(compiler.name()), compiler)
        .write("shop/OrderEvent.java", EVENTS)
        .write("shop/OrderPlaced.java", PLACED)
        .write("shop/OrderShipped.java", SHIPPED)
        .write("shop/Projection.java", projection);
    for (int i = 0; i < extra.length; i += 2) {
      build.write(extra[i], extra[i + 1]);
    }
    return build.compileAll();
  }

  private static String projection(String... body) {
    List<String> lines = new ArrayList<>(List.of(
        "package shop;",
        "import dev.switchboard.annotations.Handles;",
        "public class Projection {"));
    lines.addAll(List.of(body));
    lines.add("}");
    return String.join("\n", lines);
  }

  /** Exactly one error, {@code text} (tag included), in {@code file} at {@code line}. */
  private static void assertOneError(Compilers.Result result, String file, int line, String text) {
    List<Diagnostic<? extends JavaFileObject>> errors = result.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .toList();
    assertWithMessage("%s", result).that(errors).hasSize(1);
    Diagnostic<? extends JavaFileObject> error = errors.get(0);
    assertWithMessage("%s", result).that(error.getMessage(Locale.ROOT)).contains(text);
    assertWithMessage("%s", result).that(error.getSource().getName()).endsWith(file);
    assertWithMessage("%s", result).that(error.getLineNumber()).isEqualTo((long) line);
  }

  /** A static member of a generic class has no type arguments: an event type like any other. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aParameterNestedInAGenericClassIsAnEventType(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection("  @Handles public void on(Box.Sealed event) {}"),
        "shop/Box.java",
        String.join(
            "\n",
            "package shop;",
            "public final class Box<T> {",
            "  public static final class Sealed {}",
            "}"));
    assertWithMessage("%s", result).that(result.success()).isTrue();
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void staticMethodIsSB115(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles public static void on(OrderPlaced event) {}")),
        "shop/Projection.java",
        4,
        "[SB115] handler method shop.Projection#on is static; a dispatcher calls handler methods on the instance"
            + " of their class it holds. Fix: make it an instance method.");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void privateMethodIsSB116(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles private void on(OrderPlaced event) {}")),
        "shop/Projection.java",
        4,
        "[SB116] handler method shop.Projection#on is private");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodOfTwoParametersIsSB117(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection(
                "  public void other() {}",
                "  @Handles public void on(OrderPlaced event, String why) {}")),
        "shop/Projection.java",
        5,
        "[SB117] handler method shop.Projection#on takes 2 parameters; a handler method takes exactly one");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodWithoutParametersIsSB117(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles(OrderPlaced.class) public void on() {}")),
        "shop/Projection.java",
        4,
        "[SB117] handler method shop.Projection#on takes 0 parameters");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void genericMethodIsSB118(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles public <T> void on(OrderPlaced event) {}")),
        "shop/Projection.java",
        4,
        "[SB118] handler method shop.Projection#on declares type parameters T");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodReturningAValueIsSB119(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection("  @Handles public boolean on(OrderPlaced event) { return true; }")),
        "shop/Projection.java",
        4,
        "[SB119] handler method shop.Projection#on returns boolean, which the dispatcher would drop. Fix: return"
            + " void");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void checkedExceptionIsSB120(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection(
                "  @Handles public void on(OrderPlaced event) throws java.io.IOException {}")),
        "shop/Projection.java",
        4,
        "[SB120] handler method shop.Projection#on declares checked exception java.io.IOException");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void uncheckedExceptionsAreFine(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection("  @Handles public void on(OrderPlaced event) throws IllegalStateException {}"));
    assertWithMessage("%s", result).that(result.success()).isTrue();
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodOfAnAbstractClassIsSB121(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public abstract class Projection {",
                "  @Handles public void on(OrderPlaced event) {}",
                "}")),
        "shop/Projection.java",
        4,
        "[SB121] handler method shop.Projection#on is declared in an abstract class shop.Projection, of which no"
            + " dispatcher can hold an instance. Fix: declare it in a concrete, non-generic top-level or static"
            + " nested class (handler methods are not inherited)");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodOfAnInterfaceIsSB121(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public interface Projection {",
                "  @Handles default void on(OrderPlaced event) {}",
                "}")),
        "shop/Projection.java",
        4,
        "[SB121] handler method shop.Projection#on is declared in an interface");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodOfAnInnerClassIsSB121(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection(
                "  public class Inner {",
                "    @Handles public void on(OrderPlaced event) {}",
                "  }")),
        "shop/Projection.java",
        5,
        "[SB121] handler method shop.Projection.Inner#on is declared in an inner class");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void methodOfAGenericClassIsSB121(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public class Projection<T> {",
                "  @Handles public void on(OrderPlaced event) {}",
                "}")),
        "shop/Projection.java",
        4,
        "[SB121] handler method shop.Projection#on is declared in a generic class");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void primitiveParameterIsSB122(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles public void on(int event) {}")),
        "shop/Projection.java",
        4,
        "[SB122] the parameter of handler method shop.Projection#on is int, which cannot be an event type: events"
            + " are classes or interfaces");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void parameterizedParameterIsSB122(Compilers compiler) {
    assertOneError(
        compile(compiler, projection("  @Handles public void on(java.util.List<String> event) {}")),
        "shop/Projection.java",
        4,
        "its type arguments are erased at run time, so no dispatcher can tell them apart");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void listedEventTheParameterDoesNotAcceptIsSB123(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection("  @Handles(OrderShipped.class) public void on(OrderPlaced event) {}")),
        "shop/Projection.java",
        4,
        "[SB123] shop.Projection#on lists shop.OrderShipped in @Handles, but its parameter shop.OrderPlaced does"
            + " not accept it. Fix: declare the parameter as shop.OrderShipped or a supertype of it");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void packagePrivateMethodForADispatcherElsewhereIsSB124(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection("  @Handles void on(OrderPlaced event) {}"),
            "app/AppEvents.java",
            String.join(
                "\n",
                "package app;",
                "@dev.switchboard.annotations.EventDispatcher",
                "public interface AppEvents extends dev.switchboard.Dispatcher<shop.OrderEvent> {}")),
        "shop/Projection.java",
        4,
        "[SB124] handler method shop.Projection#on(OrderPlaced) is not public, and dispatcher app.AppEvents is"
            + " generated in another package (app)");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void packagePrivateParameterForADispatcherElsewhereIsSB126(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            projection("  @Handles(OrderPlaced.class) public void on(Hidden event) {}"),
            "shop/Hidden.java",
            "package shop;\ninterface Hidden {}",
            "shop/OrderPlaced.java",
            "package shop;\npublic class OrderPlaced implements OrderEvent, Hidden {}",
            "app/AppEvents.java",
            String.join(
                "\n",
                "package app;",
                "@dev.switchboard.annotations.EventDispatcher",
                "public interface AppEvents extends dev.switchboard.Dispatcher<shop.OrderEvent> {}")),
        "shop/Projection.java",
        4,
        "[SB126] the parameter type shop.Hidden of handler method shop.Projection#on(Hidden) is not public");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void twoMethodsForOneEventAreSB401NamingBoth(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection(
            "  @Handles public void on(OrderPlaced event) {}",
            "  @Handles(OrderPlaced.class) public void any(OrderEvent event) {}"));
    List<String> errors = result.messages(Diagnostic.Kind.ERROR);
    assertWithMessage("%s", result)
        .that(errors)
        .containsExactly(
            "[SB401] shop.OrderPlaced has two handlers in dispatcher shop.SwitchboardDispatcher: "
                + "shop.Projection#any(OrderEvent) and shop.Projection#on(OrderPlaced). Fix: remove shop.OrderPlaced"
                + " from the @Handles of one of them, or, if both should run, declare a broadcast dispatcher in place of"
                + " shop.SwitchboardDispatcher: @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST) public interface"
                + " Events extends Dispatcher<Object> {}.",
            "[SB401] shop.OrderPlaced has two handlers in dispatcher shop.SwitchboardDispatcher: "
                + "shop.Projection#on(OrderPlaced) and shop.Projection#any(OrderEvent). Fix: remove shop.OrderPlaced"
                + " from the @Handles of one of them, or, if both should run, declare a broadcast dispatcher in place of"
                + " shop.SwitchboardDispatcher: @EventDispatcher(mode = EventDispatcher.Mode.BROADCAST) public interface"
                + " Events extends Dispatcher<Object> {}.");
    List<Long> lines = result.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .map(Diagnostic::getLineNumber)
        .sorted()
        .toList();
    assertThat(lines).containsExactly(4L, 5L);
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void aMethodAndAClassForOneEventAreSB401NamingBoth(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection("  @Handles public void on(OrderPlaced event) {}"),
        "shop/Reserve.java",
        String.join(
            "\n",
            "package shop;",
            "@dev.switchboard.annotations.Handles(OrderPlaced.class)",
            "public final class Reserve implements dev.switchboard.Handler<OrderPlaced> {",
            "  @Override public void handle(OrderPlaced event) {}",
            "}"));
    List<String> errors = result.messages(Diagnostic.Kind.ERROR);
    assertWithMessage("%s", result).that(errors).hasSize(2);
    for (String error : errors) {
      assertThat(error).contains("shop.Projection#on(OrderPlaced)");
      assertThat(error).contains("shop.Reserve");
    }
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void supertypeHandlerThatEverySubtypeShadowsIsNoteSB407(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection(
            "  @Handles public void on(OrderPlaced event) {}",
            "  @Handles public void on(OrderShipped event) {}"),
        "shop/Audit.java",
        String.join(
            "\n",
            "package shop;",
            "import dev.switchboard.annotations.Handles;",
            "public final class Audit {",
            "  @Handles public void any(OrderEvent event) {}",
            "}"));
    assertWithMessage("%s", result).that(result.success()).isTrue();
    List<Diagnostic<? extends JavaFileObject>> warnings = result.diagnostics().stream()
        .filter(d ->
            d.getKind() == Diagnostic.Kind.NOTE && d.getMessage(Locale.ROOT).contains("[SB407]"))
        .toList();
    assertWithMessage("%s", result).that(warnings).hasSize(1);
    assertThat(warnings.get(0).getMessage(Locale.ROOT))
        .isEqualTo(
            "[SB407] in exclusive dispatcher shop.SwitchboardDispatcher, shop.Audit#any(OrderEvent) runs for no class"
                + " this compilation knows: every class that is a shop.OrderEvent has a handler of its own"
                + " (shop.OrderPlaced by shop.Projection#on(OrderPlaced), shop.OrderShipped by"
                + " shop.Projection#on(OrderShipped)). Fix: use a broadcast dispatcher (@EventDispatcher(mode ="
                + " BROADCAST)) to run it beside them, or handle the remaining subtypes of shop.OrderEvent only.");
    assertThat(warnings.get(0).getSource().getName()).endsWith("shop/Audit.java");
    assertThat(warnings.get(0).getLineNumber()).isEqualTo(4L);
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void supertypeHandlerThatASubtypeStillReachesIsNoWarning(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        projection(
            "  @Handles public void on(OrderPlaced event) {}",
            "  @Handles public void any(OrderEvent event) {}"));
    assertWithMessage("%s", result).that(result.success()).isTrue();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.WARNING))
        .isEmpty();
    assertWithMessage("%s", result)
        .that(result.messages(Diagnostic.Kind.NOTE).toString())
        .doesNotContain("SB407");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void packagePrivateMethodPublishedInALibraryIndexIsSB602(Compilers compiler) {
    ModuleBuild build = new ModuleBuild(
            temporary.resolve(compiler.name()),
            compiler,
            List.of(),
            List.of("-Aswitchboard.library=shop.ShopIndex"))
        .write("shop/OrderEvent.java", EVENTS)
        .write("shop/OrderPlaced.java", PLACED)
        .write("shop/Projection.java", projection("  @Handles void on(OrderPlaced event) {}"));
    assertOneError(
        build.compileAll(),
        "shop/Projection.java",
        4,
        "[SB602] handler shop.Projection#on(OrderPlaced) is published in library index shop.ShopIndex, but"
            + " shop.Projection#on(OrderPlaced) is not public");
  }
}
