package dev.switchboard.spring.boot;

import dev.switchboard.Dispatcher;
import dev.switchboard.micrometer.ObservationInterceptor;
import dev.switchboard.spring.AfterCommitInterceptor;
import dev.switchboard.spring.AfterCompletionInterceptor;
import dev.switchboard.spring.AfterRollbackInterceptor;
import dev.switchboard.spring.BeforeCommitInterceptor;
import dev.switchboard.spring.ForwardedEvents;
import dev.switchboard.spring.HandlerMetricsInterceptor;
import dev.switchboard.spring.TaskExecutorInterceptor;
import io.micrometer.observation.ObservationRegistry;
import java.util.Set;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
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
 * (off with {@code switchboard.observations.enabled=false}: it then only proceeds). The starter's
 * interceptors are given {@code switchboardForwardedEvents}, which names the handlers two dispatchers
 * share, so that they check published objects' claims around those only.
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

  /** Which handlers two of the dispatchers published objects are forwarded to route. */
  @Bean
  static ForwardedEvents switchboardForwardedEvents(
      ObjectProvider<PublishedEventForwarder> forwarder) {
    PublishedEventForwarder found = forwarder.getIfAvailable();
    return found == null ? ForwardedEvents.sharing(Set.of()) : found.forwarding();
  }

  @Bean
  @ConditionalOnMissingBean
  TaskExecutorInterceptor switchboardTaskExecutorInterceptor(
      ListableBeanFactory beans, ForwardedEvents forwarding) {
    return new TaskExecutorInterceptor(beans, forwarding);
  }

  /** Around every handler (the starter's default binding) when calls are not observed: proceeds. */
  @Bean
  @ConditionalOnMissingBean
  @Conditional(ObservationsOff.class)
  HandlerMetricsInterceptor switchboardHandlerMetricsInterceptor(ForwardedEvents forwarding) {
    return new HandlerMetricsInterceptor(forwarding);
  }

  /** Without switchboard-micrometer or Micrometer's observations, or turned off. */
  static final class ObservationsOff extends AnyNestedCondition {
    ObservationsOff() {
      super(ConfigurationPhase.REGISTER_BEAN);
    }

    @ConditionalOnMissingClass("dev.switchboard.micrometer.ObservationInterceptor")
    static final class WithoutSwitchboardMicrometer {}

    @ConditionalOnMissingClass("io.micrometer.observation.ObservationRegistry")
    static final class WithoutObservations {}

    @ConditionalOnBooleanProperty(name = "switchboard.observations.enabled", havingValue = false)
    static final class TurnedOff {}
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
    BeforeCommitInterceptor switchboardBeforeCommitInterceptor(ForwardedEvents forwarding) {
      return new BeforeCommitInterceptor(forwarding);
    }

    @Bean
    @ConditionalOnMissingBean
    AfterCommitInterceptor switchboardAfterCommitInterceptor(ForwardedEvents forwarding) {
      return new AfterCommitInterceptor(forwarding);
    }

    @Bean
    @ConditionalOnMissingBean
    AfterRollbackInterceptor switchboardAfterRollbackInterceptor(ForwardedEvents forwarding) {
      return new AfterRollbackInterceptor(forwarding);
    }

    @Bean
    @ConditionalOnMissingBean
    AfterCompletionInterceptor switchboardAfterCompletionInterceptor(ForwardedEvents forwarding) {
      return new AfterCompletionInterceptor(forwarding);
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
     * interceptor.
     */
    @Bean
    @ConditionalOnMissingBean
    @ConditionalOnBooleanProperty(name = "switchboard.observations.enabled", matchIfMissing = true)
    HandlerMetricsInterceptor switchboardHandlerMetricsInterceptor(
        ObservationInterceptor observations, ForwardedEvents forwarding) {
      return new HandlerMetricsInterceptor(observations, forwarding);
    }
  }
}
