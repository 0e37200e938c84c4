package dev.switchboard.processor;

import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every interceptor rule, under javac and ecj: one SB error on the user's line, with its fix. */
class InterceptorDiagnosticsTest {
  private static final String AUDIT = String.join(
      "\n",
      "package shop;",
      "import dev.switchboard.Interceptor;",
      "import dev.switchboard.Invocation;",
      "public class Audit implements Interceptor<Object> {",
      "  @Override public void intercept(Object event, Invocation<Object> next) { next.proceed(event); }",
      "}");
  private static final String SHIPPED_ONLY = String.join(
      "\n",
      "package shop;",
      "import dev.switchboard.Interceptor;",
      "import dev.switchboard.Invocation;",
      "public final class ShippedOnly implements Interceptor<OrderShipped> {",
      "  @Override public void intercept(OrderShipped event, Invocation<OrderShipped> next) {}",
      "}");

  @TempDir
  Path temporary;

  /** Compiles the shop's events and interceptors, {@code dispatcher}, {@code projection} and {@code extra}. */
  private Compilers.Result compile(
      Compilers compiler, String dispatcher, String projection, String... extra) {
    ModuleBuild build = new ModuleBuild(temporary.resolve(compiler.name()), compiler)
        .write("shop/OrderEvent.java", "package shop;\npublic interface OrderEvent {}")
        .write(
            "shop/OrderPlaced.java",
            "package shop;\npublic class OrderPlaced implements OrderEvent {}")
        .write(
            "shop/OrderShipped.java",
            "package shop;\npublic class OrderShipped implements OrderEvent {}")
        .write("shop/Audit.java", AUDIT)
        .write("shop/ShippedOnly.java", SHIPPED_ONLY)
        .write(
            "shop/Events.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.EventDispatcher;",
                dispatcher,
                "public interface Events extends dev.switchboard.Dispatcher<OrderEvent> {}"))
        .write(
            "shop/Projection.java",
            String.join(
                "\n",
                "package shop;",
                "import dev.switchboard.annotations.Handles;",
                "public class Projection {",
                projection,
                "}"));
    for (int i = 0; i < extra.length; i += 2) {
      build.write(extra[i], extra[i + 1]);
    }
    return build.compileAll();
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

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void validInterceptorsCompile(Compilers compiler) {
    Compilers.Result result = compile(
        compiler,
        "@EventDispatcher(interceptors = Audit.class)",
        "  @Handles(interceptors = ShippedOnly.class) public void on(OrderShipped event) {}");
    assertWithMessage("%s", result).that(result.success()).isTrue();
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void abstractInterceptorIsSB128(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles(interceptors = Base.class) public void on(OrderPlaced event) {}",
            "shop/Base.java",
            "package shop;\npublic abstract class Base extends Audit {}"),
        "shop/Projection.java",
        4,
        "[SB128] interceptor shop.Base is abstract, so no dispatcher can hold an instance of it."
            + " Fix: name a concrete, non-generic, top-level or static nested class that implements"
            + " dev.switchboard.Interceptor<E>, not private.");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void genericOrNonInterceptorClassIsSB128(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher(interceptors = String.class)",
            "  @Handles public void on(OrderPlaced event) {}"),
        "shop/Events.java",
        3,
        "[SB128] interceptor java.lang.String does not implement dev.switchboard.Interceptor");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void interceptorOfOtherEventsIsSB129(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles(interceptors = ShippedOnly.class) public void on(OrderPlaced event) {}"),
        "shop/Projection.java",
        4,
        "[SB129] interceptor shop.ShippedOnly intercepts shop.OrderShipped events, and handler"
            + " shop.Projection#on takes shop.OrderPlaced events, which it does not accept. Fix:");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void interceptorTwiceAroundOneHandlerIsSB130(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles(interceptors = {Audit.class, Audit.class}) public void on(OrderPlaced event) {}"),
        "shop/Projection.java",
        4,
        "[SB130] interceptor shop.Audit runs twice around shop.Projection#on. Fix:");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void bindingOfNoInterceptorIsSB131(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles @Traced public void on(OrderPlaced event) {}",
            "shop/Traced.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.InterceptorBinding({})",
                "public @interface Traced {}")),
        "shop/Projection.java",
        4,
        "[SB131] @shop.Traced is an @InterceptorBinding that names no interceptor. Fix:");
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void dispatcherInterceptorOfNoHandlerIsSB132(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher(interceptors = ShippedOnly.class)",
            "  @Handles public void on(OrderPlaced event) {}"),
        "shop/Events.java",
        3,
        "[SB132] interceptor shop.ShippedOnly of dispatcher shop.Events intercepts shop.OrderShipped"
            + " events, and none of its handlers takes such events. Fix:");
  }

  /**
   * A package-private interceptor of a handler in its own package, the dispatcher generated in
   * another: the generated class could not name it.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void nonPublicInterceptorOfADispatcherInAnotherPackageIsSB133(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles public void on(OrderShipped event) {}",
            "other/Hidden.java",
            String.join(
                "\n",
                "package other;",
                "import dev.switchboard.Interceptor;",
                "import dev.switchboard.Invocation;",
                "final class Hidden implements Interceptor<Object> {",
                "  @Override public void intercept(Object event, Invocation<Object> next) {}",
                "}"),
            "other/Desk.java",
            String.join(
                "\n",
                "package other;",
                "import dev.switchboard.annotations.Handles;",
                "public final class Desk {",
                "  @Handles(interceptors = Hidden.class) public void on(shop.OrderPlaced event) {}",
                "}")),
        "other/Hidden.java",
        4,
        "[SB133] interceptor other.Hidden is not public, and dispatcher shop.Events is generated in"
            + " another package (shop). Fix: make the interceptor (and the classes enclosing it)"
            + " public, or declare the dispatcher in its package.");
  }

  /**
   * A binding annotation of source retention: class files, a library's or those a partial build
   * reads, would not keep it. One error on its declaration, however many handlers use it.
   */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void bindingOfSourceRetentionIsSB135(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles @Traced public void on(OrderPlaced event) {}\n"
                + "  @Handles @Traced public void on(OrderShipped event) {}",
            "shop/Traced.java",
            String.join(
                "\n",
                "package shop;",
                "import java.lang.annotation.Retention;",
                "import java.lang.annotation.RetentionPolicy;",
                "@dev.switchboard.annotations.InterceptorBinding(Audit.class)",
                "@Retention(RetentionPolicy.SOURCE)",
                "public @interface Traced {}")),
        "shop/Traced.java",
        6,
        "[SB135] @shop.Traced is an @InterceptorBinding with RetentionPolicy.SOURCE, which class"
            + " files do not keep: the handlers of a library, and classes a partial build reads from"
            + " their class files, would lose its interceptors. Fix: annotate it"
            + " @Retention(RetentionPolicy.CLASS) or RUNTIME, or leave @Retention out.");
  }

  /** A repeatable binding written twice binds its interceptor twice, not nothing. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void repeatableBindingWrittenTwiceIsSB130(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher",
            "  @Handles @Traced @Traced public void on(OrderPlaced event) {}",
            "shop/Traced.java",
            String.join(
                "\n",
                "package shop;",
                "@dev.switchboard.annotations.InterceptorBinding(Audit.class)",
                "@java.lang.annotation.Repeatable(Traces.class)",
                "public @interface Traced {}"),
            "shop/Traces.java",
            "package shop;\npublic @interface Traces { Traced[] value(); }"),
        "shop/Projection.java",
        4,
        "[SB130] interceptor shop.Audit runs twice around shop.Projection#on. Fix:");
  }

  /** An annotation that carries a binding loses it in class files when it is of SOURCE retention. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void annotationCarryingABindingOfSourceRetentionIsSB135(Compilers compiler) {
    assertOneError(
        compileObserved(
            compiler,
            "@dev.switchboard.annotations.InterceptorBinding(Audit.class)",
            "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.SOURCE)"),
        "shop/Observed.java",
        4,
        "[SB135] @shop.Observed carries interceptor bindings with RetentionPolicy.SOURCE, which class"
            + " files do not keep");
  }

  /** A binding on a binding that names no interceptor is reported where the outer one is used. */
  @ParameterizedTest
  @EnumSource(Compilers.class)
  void emptyBindingOnABindingIsSB131(Compilers compiler) {
    assertOneError(
        compileObserved(
            compiler,
            "@dev.switchboard.annotations.InterceptorBinding({})",
            "@dev.switchboard.annotations.InterceptorBinding(Audit.class)"),
        "shop/Projection.java",
        4,
        "[SB131] @shop.Traced is an @InterceptorBinding that names no interceptor.");
  }

  /**
   * A handler method annotated {@code @Observed}, an annotation that carries {@code @Traced}: each
   * annotation type with {@code traced} or {@code observed} on it.
   */
  private Compilers.Result compileObserved(Compilers compiler, String traced, String observed) {
    return compile(
        compiler,
        "@EventDispatcher",
        "  @Handles @Observed public void on(OrderPlaced event) {}\n"
            + "  @Handles public void on(OrderShipped event) {}",
        "shop/Traced.java",
        String.join("\n", "package shop;", traced, "public @interface Traced {}"),
        "shop/Observed.java",
        String.join("\n", "package shop;", "@Traced", observed, "public @interface Observed {}"));
  }

  @ParameterizedTest
  @EnumSource(Compilers.class)
  void requiredFactoryWithoutInterceptorConstructorIsSB134(Compilers compiler) {
    assertOneError(
        compile(
            compiler,
            "@EventDispatcher(factory = EventDispatcher.Factory.REQUIRED)",
            "  @Handles(interceptors = Named.class) public void on(OrderPlaced event) {}",
            "shop/Named.java",
            String.join(
                "\n",
                "package shop;",
                "public final class Named extends Audit {",
                "  public Named(String name) {}",
                "}")),
        "shop/Named.java",
        2,
        "[SB134] dispatcher shop.Events requires a create() factory, but interceptor shop.Named has no"
            + " no-argument constructor it can call: it has no no-argument constructor. Fix:");
  }
}
