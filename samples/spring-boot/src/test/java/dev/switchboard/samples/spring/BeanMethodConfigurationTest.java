package dev.switchboard.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.testing.Routes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The other way docs/dependency-injection.md shows: a {@code @Bean} method calls the generated
 * constructor itself. A plain context, not Spring Boot's, keeps it cheap.
 */
class BeanMethodConfigurationTest {
  @Configuration(proxyBeanMethods = false)
  static class BeanMethodConfiguration {
    @Bean
    OrderEvents orderEvents(CustomerCare customerCare, NotifyCustomer notifyCustomer, ReserveStock reserveStock) {
      return new SwitchboardOrderEvents(customerCare, notifyCustomer, reserveStock);
    }
  }

  @Test
  void aBeanMethodBuildsTheDispatcherFromTheHandlerBeans() {
    try (var context = new AnnotationConfigApplicationContext(
        Inventory.class, Outbox.class, CustomerCare.class, NotifyCustomer.class, ReserveStock.class,
        BeanMethodConfiguration.class)) {
      OrderEvents events = context.getBean(OrderEvents.class);

      Routes.assertRoutesTo(events, new OrderPlaced("B-1", "grinder", 1), context.getBean(ReserveStock.class));
      Routes.assertRoutesTo(events, new OrderShipped("B-1", "TRK-1"), context.getBean(NotifyCustomer.class));
      Routes.assertUnhandled(events, new OrderViewed("B-1"));
      events.dispatch(new OrderCancelled("B-1", "changed my mind"));
      assertEquals(List.of("Order B-1 cancelled: changed my mind"), context.getBean(Outbox.class).sent());
    }
  }
}
