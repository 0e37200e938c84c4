package dev.switchboard.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.switchboard.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
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
    JavaFileObject boom = source("shop.Boom",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(String.class)",
        "public final class Boom implements Handler<String> {",
        "  @Override public void handle(String event) {}",
        "}");
    JavaFileObject abstractHandler = source("shop.Vague",
        "package shop;",
        "import dev.switchboard.Handler;",
        "import dev.switchboard.annotations.Handles;",
        "@Handles(Integer.class)",
        "public abstract class Vague implements Handler<Integer> {}");
    Compilation compilation = Compiler.javac()
        .withProcessors(new FailingTypesFor("shop.Boom", new SwitchboardProcessor()))
        .compile(boom, abstractHandler);

    assertThat(compilation).hadErrorContaining("[SB901] Switchboard failed while processing shop.Boom: "
        + "java.lang.IllegalStateException: injected failure. Fix: this is a bug in Switchboard")
        .inFile(boom).onLine(5);
    assertThat(compilation).hadErrorContaining("[SB102] handler shop.Vague is abstract").inFile(abstractHandler)
        .onLine(4);
    assertThat(compilation).hadErrorCount(2);
  }

  /** Runs {@code delegate} with a {@link Types} whose {@code directSupertypes} throws for one class. */
  private static final class FailingTypesFor extends AbstractProcessor {
    private final String failingClass;
    private final AbstractProcessor delegate;

    FailingTypesFor(String failingClass, AbstractProcessor delegate) {
      this.failingClass = failingClass;
      this.delegate = delegate;
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      Types failing = proxy(Types.class, environment.getTypeUtils(), (method, args) ->
          method.getName().equals("directSupertypes") && ((TypeMirror) args[0]).toString().equals(failingClass));
      delegate.init(proxy(ProcessingEnvironment.class, environment,
          (method, args) -> false, "getTypeUtils", failing));
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public Set<String> getSupportedOptions() {
      return delegate.getSupportedOptions();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return delegate.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      return delegate.process(annotations, round);
    }

    interface Failure {
      boolean at(Method method, Object[] args);
    }

    /**
     * {@code target} behind an interface proxy that throws where {@code failure} says, and answers
     * {@code replaced} (method name, value pairs) itself.
     */
    private static <T> T proxy(Class<T> type, T target, Failure failure, Object... replaced) {
      InvocationHandler handler = (unused, method, args) -> {
        for (int i = 0; i < replaced.length; i += 2) {
          if (method.getName().equals(replaced[i])) {
            return replaced[i + 1];
          }
        }
        if (failure.at(method, args)) {
          throw new IllegalStateException("injected failure");
        }
        try {
          return method.invoke(target, args);
        } catch (InvocationTargetException e) {
          throw e.getCause();
        }
      };
      return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }
  }
}
