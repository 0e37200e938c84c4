package dev.switchboard.spring.boot;

import dev.switchboard.spring.AfterCommit;
import dev.switchboard.spring.AfterCompletion;
import dev.switchboard.spring.AfterRollback;
import dev.switchboard.spring.BeforeCommit;
import dev.switchboard.spring.HandlerBindings;
import dev.switchboard.spring.MissingHandlerBeanException;
import dev.switchboard.spring.OnTaskExecutor;
import dev.switchboard.spring.TaskExecutorInterceptor;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.util.ClassUtils;

/**
 * Checks at start-up that the beans the handlers' bindings need exist: a {@code
 * PlatformTransactionManager} for the transaction phases, the executor of each {@link
 * OnTaskExecutor}. A missing one fails the start with a {@link MissingHandlerBeanException} that
 * names the handler and the bean, rather than the first dispatch.
 */
final class HandlerBindingsCheck implements SmartInitializingSingleton, BeanClassLoaderAware {
  static final String TRANSACTION_MANAGER =
      "org.springframework.transaction.PlatformTransactionManager";

  private static final List<Class<? extends Annotation>> PHASES =
      List.of(BeforeCommit.class, AfterCommit.class, AfterRollback.class, AfterCompletion.class);

  private final ListableBeanFactory beans;
  private final DispatcherBeans dispatchers;
  private final ObjectProvider<TaskExecutorInterceptor> executors;
  private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();

  HandlerBindingsCheck(
      ListableBeanFactory beans,
      DispatcherBeans dispatchers,
      ObjectProvider<TaskExecutorInterceptor> executors) {
    this.beans = beans;
    this.dispatchers = dispatchers;
    this.executors = executors;
  }

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void afterSingletonsInstantiated() {
    Set<GeneratedDispatcher.ReportedHandler> handlers = new LinkedHashSet<>();
    for (DispatcherBeans.RegisteredDispatcher dispatcher : dispatchers.registered()) {
      handlers.addAll(dispatcher.dispatcher().handlers());
    }
    for (GeneratedDispatcher.ReportedHandler handler : handlers) {
      check(handler);
    }
  }

  private void check(GeneratedDispatcher.ReportedHandler handler) {
    Class<?> handlerClass = ClassUtils.resolveClassName(handler.handlerClass(), classLoader);
    Method method = handler.method() == null ? null : methodOf(handlerClass, handler);
    for (Class<? extends Annotation> phase : PHASES) {
      if (HandlerBindings.find(handlerClass, method, phase) != null && !hasTransactionManager()) {
        throw new MissingHandlerBeanException(
            handler.toString(), phase, "a PlatformTransactionManager bean");
      }
    }
    if (HandlerBindings.find(handlerClass, method, OnTaskExecutor.class) != null) {
      TaskExecutorInterceptor interceptor = executors.getIfAvailable();
      if (interceptor != null) {
        interceptor.prepare(handlerClass, method);
      }
    }
  }

  private boolean hasTransactionManager() {
    if (!ClassUtils.isPresent(TRANSACTION_MANAGER, classLoader)) {
      return false;
    }
    Class<?> type = ClassUtils.resolveClassName(TRANSACTION_MANAGER, classLoader);
    return beans.getBeanNamesForType(type, true, false).length > 0;
  }

  /** The method the report writes as {@code on(OrderPlaced)}, in the class or a superclass. */
  private static Method methodOf(
      Class<?> handlerClass, GeneratedDispatcher.ReportedHandler handler) {
    for (Class<?> type = handlerClass; type != null; type = type.getSuperclass()) {
      for (Method method : type.getDeclaredMethods()) {
        if (method.getName().equals(handler.methodName())
            && method.getParameterCount() == 1
            && method.getParameterTypes()[0].getSimpleName().equals(handler.parameterSimpleName())
            && !method.isBridge()) {
          return method;
        }
      }
    }
    throw new IllegalStateException("Switchboard's route report names " + handler
        + ", which its class does not declare: rebuild the module that declares it");
  }
}
