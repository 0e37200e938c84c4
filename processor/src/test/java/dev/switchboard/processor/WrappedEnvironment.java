package dev.switchboard.processor;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Set;
import java.util.function.UnaryOperator;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Runs the Switchboard processor in a processing environment the test changes, to observe or break
 * what the processor asks of javac without any hook in the processor itself.
 */
final class WrappedEnvironment extends AbstractProcessor {
  private final SwitchboardProcessor delegate = new SwitchboardProcessor();
  private final UnaryOperator<ProcessingEnvironment> wrap;

  WrappedEnvironment(UnaryOperator<ProcessingEnvironment> wrap) {
    this.wrap = wrap;
  }

  /** What a proxied interface does instead of its target; {@code null} to call the target. */
  interface Interceptor {
    Object call(Method method, Object[] args) throws Throwable;
  }

  /** {@code target} behind a proxy of {@code type} where {@code interceptor} answers first. */
  static <T> T proxy(Class<T> type, T target, Interceptor interceptor) {
    InvocationHandler handler = (unused, method, args) -> {
      Object answer = interceptor.call(method, args);
      if (answer != null) {
        return answer;
      }
      try {
        return method.invoke(target, args);
      } catch (InvocationTargetException e) {
        throw e.getCause();
      }
    };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
  }

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    delegate.init(wrap.apply(environment));
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
}
