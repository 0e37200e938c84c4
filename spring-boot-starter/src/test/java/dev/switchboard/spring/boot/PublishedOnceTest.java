package dev.switchboard.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.switchboard.HandlerDescriptor;
import dev.switchboard.spring.ForwardedEvents;
import dev.switchboard.spring.boot.clinic.AuditLog;
import dev.switchboard.spring.boot.clinic.Billed;
import dev.switchboard.spring.boot.clinic.Billing;
import dev.switchboard.spring.boot.clinic.ClinicEvents;
import dev.switchboard.spring.boot.clinic.Reception;
import dev.switchboard.spring.boot.twice.Restocked;
import dev.switchboard.spring.boot.twice.Stock;
import dev.switchboard.spring.boot.twice.Storekeeper;
import dev.switchboard.spring.boot.twice.Warehouse;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Two dispatchers route the same handlers: a published object still reaches each handler once,
 * though the starter forwards it to both dispatchers.
 */
class PublishedOnceTest {
  /** The tests' class path, plus the route reports of {@link Stock} and {@link Warehouse}. */
  static final ClassLoader WITH_TWO_DISPATCHERS = ReportFolders.withReports("twice");

  /** The storekeeper, the clinic's handlers, and a transaction manager for {@code @AfterCommit}. */
  @Configuration(proxyBeanMethods = false)
  @Import({Reception.class, Billing.class, AuditLog.class, InterceptorBeansTest.Database.class})
  static class Application {
    @Bean
    Storekeeper storekeeper() {
      return new Storekeeper();
    }
  }

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withClassLoader(WITH_TWO_DISPATCHERS)
      .withConfiguration(AutoConfigurations.of(SwitchboardAutoConfiguration.class))
      .withUserConfiguration(Application.class);

  @Test
  void aPublishedObjectReachesAHandlerOfTwoDispatchersOnce() {
    runner.run(context -> {
      assertThat(context).hasNotFailed();

      context.publishEvent(new Restocked("kettle"));

      assertThat(context.getBean(Storekeeper.class).seen())
          .containsExactlyInAnyOrder("count kettle", "label kettle");
    });
  }

  @Test
  void inATransactionTheDeferredHandlerRunsOnceAfterTheCommit() {
    runner.run(context -> {
      Storekeeper storekeeper = context.getBean(Storekeeper.class);

      new TransactionTemplate(context.getBean(PlatformTransactionManager.class))
          .executeWithoutResult(status -> {
            context.publishEvent(new Restocked("grinder"));
            assertThat(storekeeper.seen()).containsExactly("count grinder");
          });

      assertThat(storekeeper.seen()).containsExactly("count grinder", "label grinder");
    });
  }

  @Test
  void eachDispatcherCalledDirectlyDeliversAsItRoutes() {
    runner.run(context -> {
      Restocked event = new Restocked("scale");

      context.getBean(Stock.class).dispatch(event);
      context.getBean(Warehouse.class).dispatch(event);

      assertThat(context.getBean(Storekeeper.class).seen())
          .containsExactlyInAnyOrder("count scale", "label scale", "count scale", "label scale");
    });
  }

  @Test
  void onlyDispatchersThatShareAHandlerMakeTheInterceptorsCheckClaims() {
    runner.run(context -> {
      ForwardedEvents forwarding = context.getBean(ForwardedEvents.class);
      assertThat(forwarding.sharedHandlers()).isTrue();
      assertThat(forwarding.shares(
              HandlerDescriptor.ofMethod(Stock.class, Storekeeper.class, "label", Restocked.class)))
          .isTrue();
      assertThat(forwarding.shares(
              HandlerDescriptor.ofClass(ClinicEvents.class, Billing.class, Billed.class)))
          .isFalse();
    });
    runner
        .withPropertyValues("switchboard.publisher.enabled=false")
        .run(context ->
            assertThat(context.getBean(ForwardedEvents.class).sharedHandlers()).isFalse());
    new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(SwitchboardAutoConfiguration.class))
        .withUserConfiguration(Application.class)
        .run(context ->
            assertThat(context.getBean(ForwardedEvents.class).sharedHandlers()).isFalse());
  }
}
