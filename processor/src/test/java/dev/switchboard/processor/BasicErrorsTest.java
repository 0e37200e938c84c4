package dev.switchboard.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.compile;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The errors every user meets first; the full catalogue is tested in DiagnosticsTest. */
class BasicErrorsTest {
  private static final JavaFileObject PLACED =
      source("shop.OrderPlaced", "package shop;", "public class OrderPlaced {}");
  private static final JavaFileObject SHIPPED =
      source("shop.OrderShipped", "package shop;", "public class OrderShipped {}");

  @Test
  void handlerMustImplementHandlerOfTheEventItDeclares() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "",
        "@Handles(OrderShipped.class)",
        "public final class ShipIt implements Handler<OrderPlaced> {",
        "  @Override public void handle(OrderPlaced event) {}",
        "}");
    Compilation compilation = compile(PLACED, SHIPPED, handler);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[SB109] shop.ShipIt lists shop.OrderShipped in @Handles but implements "
                + "Handler<shop.OrderPlaced>, which does not accept it. Fix: implement Handler<shop.OrderShipped>")
        .inFile(handler)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void handlerMustImplementHandlerAtAll() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.annotations.Handles;",
        "",
        "@Handles(OrderShipped.class)",
        "public final class ShipIt {",
        "  public void handle(OrderShipped event) {}",
        "}");
    Compilation compilation = compile(SHIPPED, handler);

    assertThat(compilation)
        .hadErrorContaining("[SB107] shop.ShipIt is annotated @Handles but does not implement "
            + "dev.switchboard.Handler. Fix: implement Handler<OrderShipped>")
        .inFile(handler)
        .onLine(4);
  }

  @Test
  void handlerMustBeInstantiable() {
    JavaFileObject handler = source(
        "shop.ShipIt",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "",
        "@Handles(OrderShipped.class)",
        "public abstract class ShipIt implements Handler<OrderShipped> {}");
    Compilation compilation = compile(SHIPPED, handler);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB102] handler shop.ShipIt is abstract, so no dispatcher can hold an instance of it")
        .inFile(handler)
        .onLine(5);
    assertThat(compilation).hadErrorCount(1);
  }
}
