package dev.switchboard.samples.spring;

import dev.switchboard.testing.Routes;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The other way docs/dependency-injection.md shows: a {@code @Bean} method calls the generated
 * constructor itself (no jakarta.inject needed). A plain context, not Spring Boot's, keeps it cheap.
 */
class BeanMethodConfigurationTest {
  @Configuration(proxyBeanMethods = false)
  static class BeanMethodConfiguration {
    @Bean
    OrderEvents orderEvents(NotifyCustomer notifyCustomer, ReserveStock reserveStock) {
      return new SwitchboardOrderEvents(notifyCustomer, reserveStock);
    }
  }

  @Test
  void aBeanMethodBuildsTheDispatcherFromTheHandlerBeans() {
    try (var context = new AnnotationConfigApplicationContext(
        Inventory.class, Outbox.class, NotifyCustomer.class, ReserveStock.class, BeanMethodConfiguration.class)) {
      OrderEvents events = context.getBean(OrderEvents.class);

      Routes.assertRoutesTo(events, new OrderPlaced("B-1", "grinder", 1), context.getBean(ReserveStock.class));
      Routes.assertRoutesTo(events, new OrderShipped("B-1", "TRK-1"), context.getBean(NotifyCustomer.class));
      Routes.assertUnhandled(events, new OrderCancelled("B-1", "changed my mind"));
    }
  }
}
