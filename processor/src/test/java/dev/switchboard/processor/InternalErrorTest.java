package dev.switchboard.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An unexpected exception inside the processor becomes an SB901 error on the element being
 * processed; javac does not crash and the other elements still get their own diagnostics. The
 * failure is injected from outside: the processor sees a {@link Types} that throws for one class.
 */
class InternalErrorTest {
  @Test
  void failureWhileValidatingOneHandlerIsAnErrorOnThatHandlerOnly() {
    JavaFileObject boom = source(
        "shop.Boom",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(String.class)",
        "public final class Boom implements Handler<String> {",
        "  @Override public void handle(String event) {}",
        "}");
    JavaFileObject abstractHandler = source(
        "shop.Vague",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Integer.class)",
        "public abstract class Vague implements Handler<Integer> {}");
    Compilation compilation =
        Compiler.javac().withProcessors(failingFor("shop.Boom")).compile(boom, abstractHandler);

    assertThat(compilation)
        .hadErrorContaining(
            "[SB901] Switchboard failed while processing shop.Boom: "
                + "java.lang.IllegalStateException: injected failure. Fix: this is a bug in Switchboard")
        .inFile(boom)
        .onLine(5);
    assertThat(compilation)
        .hadErrorContaining("[SB102] handler shop.Vague is abstract")
        .inFile(abstractHandler)
        .onLine(4);
    assertThat(compilation).hadErrorCount(2);
  }

  /** The processor, seeing a {@link Types} whose {@code directSupertypes} throws for one class. */
  private static WrappedEnvironment failingFor(String qualifiedName) {
    return new WrappedEnvironment(environment -> {
      Types failing =
          WrappedEnvironment.proxy(Types.class, environment.getTypeUtils(), (method, args) -> {
            if (method.getName().equals("directSupertypes")
                && ((TypeMirror) args[0]).toString().equals(qualifiedName)) {
              throw new IllegalStateException("injected failure");
            }
            return null;
          });
      return WrappedEnvironment.proxy(
          ProcessingEnvironment.class,
          environment,
          (method, args) -> method.getName().equals("getTypeUtils") ? failing : null);
    });
  }
}
