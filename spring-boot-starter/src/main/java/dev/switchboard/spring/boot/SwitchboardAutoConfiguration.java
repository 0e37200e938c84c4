package dev.switchboard.spring.boot;

import dev.switchboard.Dispatcher;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * Switchboard in a Spring Boot application: every generated dispatcher is a bean, built from the
 * handler and interceptor beans, and published objects reach the dispatchers that accept them.
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
}
