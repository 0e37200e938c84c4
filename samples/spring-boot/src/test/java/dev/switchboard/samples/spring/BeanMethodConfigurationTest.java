package dev.switchboard.samples.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.spring.AfterCommitInterceptor;
import dev.switchboard.spring.HandlerMetricsInterceptor;
import dev.switchboard.spring.TaskExecutorInterceptor;
import dev.switchboard.testing.Routes;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * The other way docs/dependency-injection.md shows: a {@code @Bean} method calls the generated
 * constructor itself. A plain context, not Spring Boot's, keeps it cheap.
 */
class BeanMethodConfigurationTest {
  @Configuration(proxyBeanMethods = false)
  static class BeanMethodConfiguration {
    @Bean
    JdbcTemplate jdbcTemplate() {
      return new JdbcTemplate(new DriverManagerDataSource("jdbc:h2:mem:bean-method"));
    }

    /** The handlers, then the interceptors their bindings name, as the starter would pass them. */
    @Bean
    OrderEvents orderEvents(
        CustomerCare customerCare,
        NotifyCustomer notifyCustomer,
        Receipts receipts,
        ReserveStock reserveStock,
        Reviews reviews,
        ListableBeanFactory beans) {
      return new SwitchboardOrderEvents(
          customerCare,
          notifyCustomer,
          receipts,
          reserveStock,
          reviews,
          new HandlerMetricsInterceptor(), // observes nothing: there is no Micrometer here
          new AfterCommitInterceptor(),
          new TaskExecutorInterceptor(beans));
    }
  }

  @Test
  void aBeanMethodBuildsTheDispatcherFromTheHandlerBeans() {
    try (var context = new AnnotationConfigApplicationContext(
        Inventory.class, Outbox.class, CustomerCare.class, NotifyCustomer.class, ReserveStock.class,
        Receipts.class, Reviews.class, BeanMethodConfiguration.class)) {
      OrderEvents events = context.getBean(OrderEvents.class);

      Routes.assertUnhandled(events, new OrderViewed("B-1"));
      events.dispatch(new OrderPlaced("B-1", "grinder", 1));
      assertEquals(1, context.getBean(Inventory.class).reserved("grinder"));
      events.dispatch(new OrderShipped("B-1", "TRK-1"));
      assertEquals(List.of("Order B-1 shipped: TRK-1"), context.getBean(Outbox.class).sent());
      events.dispatch(new OrderCancelled("B-1", "changed my mind"));
      assertEquals(
          List.of("Order B-1 shipped: TRK-1", "Order B-1 cancelled: changed my mind"),
          context.getBean(Outbox.class).sent());
    }
  }
}
