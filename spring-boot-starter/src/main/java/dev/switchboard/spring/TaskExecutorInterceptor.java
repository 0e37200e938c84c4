package dev.switchboard.spring;

import dev.switchboard.ExecutorInterceptor;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.lang.reflect.Method;
import java.util.Objects;
import java.util.concurrent.Executor;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.core.task.TaskExecutor;

/**
 * The interceptor {@link OnTaskExecutor} binds: runs the rest of the chain, and the handler, on the
 * executor bean the handler's annotation names, or on the application's task executor.
 *
 * <p>One instance serves every handler, so the executor is chosen per handler from its annotation:
 * read, and the bean looked up, once per handler, at start-up for the handlers the route reports
 * list (the starter checks them, so a missing executor fails the start), else at the handler's
 * first dispatch. Each chain keeps its handler's executor ({@link #forHandler}), so a dispatch then
 * costs the executor's hand-over.
 */
public class TaskExecutorInterceptor implements Interceptor<Object> {
  /** The task executor Spring Boot defines, and the default of {@link OnTaskExecutor#value()}. */
  public static final String APPLICATION_TASK_EXECUTOR = "applicationTaskExecutor";

  private final ListableBeanFactory beans;
  private final ForwardedEvents forwarding;
  private final HandlerBindings.PerHandler<ExecutorInterceptor> lanes;

  /** Finds the executors in {@code beans}. */
  public TaskExecutorInterceptor(ListableBeanFactory beans) {
    this(beans, ForwardedEvents.anyHandlerShared());
  }

  /**
   * Finds the executors in {@code beans}, in an application that forwards as {@code forwarding}
   * says.
   */
  public TaskExecutorInterceptor(ListableBeanFactory beans, ForwardedEvents forwarding) {
    this.beans = Objects.requireNonNull(beans, "beans");
    this.forwarding = Objects.requireNonNull(forwarding, "forwarding");
    this.lanes =
        new HandlerBindings.PerHandler<>(site -> new ExecutorInterceptor(executorFor(site)));
  }

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    if (!forwarding.firstDelivery(event, next.handler())) {
      return;
    }
    lanes.get(next.handler()).intercept(event, next);
  }

  /** Runs {@code handler} on its executor, found at its first call and kept. */
  @Override
  public Interceptor<Object> forHandler(HandlerDescriptor handler) {
    HandlerBindings.Of<ExecutorInterceptor> lane = lanes.of(handler);
    if (!forwarding.shares(handler)) {
      return (event, next) -> lane.get().intercept(event, next);
    }
    return (event, next) -> {
      if (forwarding.firstDelivery(event, handler)) {
        lane.get().intercept(event, next);
      }
    };
  }

  /**
   * Looks up, once, the executor the handler {@code handlerClass} declares runs on ({@code method}:
   * null for a handler class).
   *
   * @throws MissingHandlerBeanException if the application defines no such executor
   */
  public void prepare(Class<?> handlerClass, Method method) {
    lanes.prepare(handlerClass, method);
  }

  private Executor executorFor(HandlerBindings.Site site) {
    OnTaskExecutor binding = site.find(OnTaskExecutor.class);
    String name = binding == null ? "" : binding.value();
    if (!name.isEmpty()) {
      if (!beans.containsBean(name) || !beans.isTypeMatch(name, Executor.class)) {
        throw new MissingHandlerBeanException(
            site.handlerName(), OnTaskExecutor.class, "an Executor bean named '" + name + "'");
      }
      return beans.getBean(name, Executor.class);
    }
    if (beans.containsBean(APPLICATION_TASK_EXECUTOR)
        && beans.isTypeMatch(APPLICATION_TASK_EXECUTOR, Executor.class)) {
      return beans.getBean(APPLICATION_TASK_EXECUTOR, Executor.class);
    }
    String[] taskExecutors = beans.getBeanNamesForType(TaskExecutor.class);
    if (taskExecutors.length != 1) {
      throw new MissingHandlerBeanException(
          site.handlerName(),
          OnTaskExecutor.class,
          "a TaskExecutor bean named '" + APPLICATION_TASK_EXECUTOR
              + "' or exactly one TaskExecutor bean"
              + (taskExecutors.length == 0
                  ? ""
                  : " (it has " + taskExecutors.length + ": " + String.join(", ", taskExecutors)
                      + ")"));
    }
    return beans.getBean(taskExecutors[0], Executor.class);
  }
}
