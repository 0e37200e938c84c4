package dev.switchboard.spring.boot;

import dev.switchboard.Dispatcher;
import dev.switchboard.micrometer.ObservationInterceptor;
import dev.switchboard.spring.AfterCommitInterceptor;
import dev.switchboard.spring.AfterCompletionInterceptor;
import dev.switchboard.spring.AfterRollbackInterceptor;
import dev.switchboard.spring.BeforeCommitInterceptor;
import dev.switchboard.spring.HandlerMetricsInterceptor;
import dev.switchboard.spring.TaskExecutorInterceptor;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Switchboard in a Spring Boot application: every generated dispatcher is a bean, built from the
 * handler and interceptor beans, and published objects reach the dispatchers that accept them. The
 * interceptors of the starter's bindings are beans, so dispatchers' constructors get them: {@code
 * switchboardTaskExecutorInterceptor}, the transaction phases' ({@code
 * switchboardBeforeCommitInterceptor}, {@code switchboardAfterCommitInterceptor}, {@code
 * switchboardAfterRollbackInterceptor}, {@code switchboardAfterCompletionInterceptor}) with Spring's
 * transactions on the class path, and {@code switchboardObservationInterceptor} with
 * switchboard-micrometer; an application bean of the same type replaces each. With
 * switchboard-micrometer, {@code switchboardHandlerMetricsInterceptor}, which every generated
 * dispatcher takes through the starter's default binding, observes each handler call with it
 * (off with {@code switchboard.observations.enabled=false}).
 */
@AutoConfiguration
@ConditionalOnClass(Dispatcher.class)
@EnableConfigurationProperties(SwitchboardProperties.class)
public class SwitchboardAutoConfiguration {
  @Bean
  static DispatcherBeans switchboardDispatcherBeans() {
    return new DispatcherBeans();
  }

  @Bean
  @ConditionalOnBooleanProperty(name = "switchboard.publisher.enabled", matchIfMissing = true)
  static PublishedEventForwarder switchboardPublishedEventForwarder(
      ListableBeanFactory beans, DispatcherBeans dispatchers) {
    return new PublishedEventForwarder(beans, dispatchers);
  }

  @Bean
  @ConditionalOnMissingBean
  TaskExecutorInterceptor switchboardTaskExecutorInterceptor(ListableBeanFactory beans) {
    return new TaskExecutorInterceptor(beans);
  }

  @Bean
  static HandlerBindingsCheck switchboardHandlerBindingsCheck(
      ListableBeanFactory beans,
      DispatcherBeans dispatchers,
      ObjectProvider<TaskExecutorInterceptor> executors) {
    return new HandlerBindingsCheck(beans, dispatchers, executors);
  }

  /** The interceptors of {@code @BeforeCommit}, {@code @AfterCommit} and the other phases. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(TransactionSynchronizationManager.class)
  static class TransactionPhases {
    @Bean
    @ConditionalOnMissingBean
    BeforeCommitInterceptor switchboardBeforeCommitInterceptor() {
      return new BeforeCommitInterceptor();
    }

    @Bean
    @ConditionalOnMissingBean
    AfterCommitInterceptor switchboardAfterCommitInterceptor() {
      return new AfterCommitInterceptor();
    }

    @Bean
    @ConditionalOnMissingBean
    AfterRollbackInterceptor switchboardAfterRollbackInterceptor() {
      return new AfterRollbackInterceptor();
    }

    @Bean
    @ConditionalOnMissingBean
    AfterCompletionInterceptor switchboardAfterCompletionInterceptor() {
      return new AfterCompletionInterceptor();
    }
  }

  /**
   * Micrometer's observations of handler calls, in the application's {@code ObservationRegistry}
   * (Spring Boot's, with the actuator); with no registry bean, in the no-op one.
   */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass({ObservationInterceptor.class, ObservationRegistry.class})
  static class Observations {
    @Bean
    @ConditionalOnMissingBean
    ObservationInterceptor switchboardObservationInterceptor(
        ObjectProvider<ObservationRegistry> registry) {
      return new ObservationInterceptor(registry.getIfUnique(() -> ObservationRegistry.NOOP));
    }

    /**
     * Around every handler (the starter's default binding): observes with the observation
     * interceptor. Without this bean, the one created for lack of it only proceeds.
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "switchboard.observations.enabled", matchIfMissing = true)
    HandlerMetricsInterceptor switchboardHandlerMetricsInterceptor(
        ObservationInterceptor observations) {
      return new HandlerMetricsInterceptor(observations);
    }
  }
}
