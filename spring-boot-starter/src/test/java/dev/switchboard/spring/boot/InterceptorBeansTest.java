package dev.switchboard.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.switchboard.micrometer.ObservationInterceptor;
import dev.switchboard.spring.AfterCommitInterceptor;
import dev.switchboard.spring.MissingHandlerBeanException;
import dev.switchboard.spring.TaskExecutorInterceptor;
import dev.switchboard.spring.boot.chains.Audit;
import dev.switchboard.spring.boot.chains.Counting;
import dev.switchboard.spring.boot.chains.Mailer;
import dev.switchboard.spring.boot.chains.Notice;
import dev.switchboard.spring.boot.chains.Notices;
import dev.switchboard.spring.boot.clinic.AuditLog;
import dev.switchboard.spring.boot.clinic.Billing;
import dev.switchboard.spring.boot.clinic.Reception;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.apache.commons.logging.LogFactory;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.io.DefaultResourceLoader;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A generated dispatcher whose constructor takes interceptors, {@link Notices}, in real contexts.
 */
class InterceptorBeansTest {
  /** The tests' class path, plus the route report of {@link Notices}. */
  static final ClassLoader WITH_NOTICES = ReportFolders.withReports("chains");

  @Configuration(proxyBeanMethods = false)
  @Import({Reception.class, Billing.class, AuditLog.class})
  static class Handlers {
    @Bean
    Mailer mailer() {
      return new Mailer();
    }

    @Bean
    Audit audit() {
      return new Audit();
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class MailExecutor {
    @Bean
    ThreadPoolTaskExecutor mail() {
      ThreadPoolTaskExecutor executor = new ThreadPoolTaskExecutor();
      executor.setThreadNamePrefix("mail-");
      executor.setCorePoolSize(1);
      return executor;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Database {
    @Bean
    DataSource dataSource() {
      JdbcDataSource dataSource = new JdbcDataSource();
      dataSource.setURL("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
      return dataSource;
    }

    @Bean
    DataSourceTransactionManager transactionManager(DataSource dataSource) {
      return new DataSourceTransactionManager(dataSource);
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class Observations {
    static final BlockingQueue<String> observed = new LinkedBlockingQueue<>();

    @Bean
    ObservationRegistry observationRegistry() {
      ObservationRegistry registry = ObservationRegistry.create();
      registry.observationConfig().observationHandler(new ObservationHandler<>() {
        @Override
        public void onStop(Observation.Context context) {
          observed.add(context.getName() + " " + context.getContextualName());
        }

        @Override
        public boolean supportsContext(Observation.Context context) {
          return true;
        }
      });
      return registry;
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnCounting {
    @Bean
    Counting ownCounting() {
      return new Counting();
    }
  }

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withClassLoader(WITH_NOTICES)
      .withConfiguration(AutoConfigurations.of(SwitchboardAutoConfiguration.class))
      .withUserConfiguration(Handlers.class);

  @Test
  void theConstructorGetsTheInterceptorBeansAndTheChainsRunAsTheirBindingsSay() throws Exception {
    Observations.observed.clear();
    runner
        .withUserConfiguration(MailExecutor.class, Database.class, Observations.class)
        .run(context -> {
          assertThat(context).hasNotFailed();
          Notices notices = context.getBean(Notices.class);
          assertThat(notices.getClass().getName())
              .isEqualTo("dev.switchboard.spring.boot.chains.SwitchboardNotices");
          TransactionTemplate transactions =
              new TransactionTemplate(context.getBean(PlatformTransactionManager.class));
          Audit audit = context.getBean(Audit.class);

          transactions.executeWithoutResult(status -> {
            notices.dispatch(new Notice("n1"));
            assertThat(audit.recorded()).isEmpty();
          });

          assertThat(audit.recorded()).containsExactly("n1");
          assertThat(context.getBean(Mailer.class).sent().poll(30, TimeUnit.SECONDS))
              .isEqualTo("n1 on mail-1");
          assertThat(context.getBean(Counting.class).calls()).isEqualTo(2);
          // The mailer's observation stops on the mail thread after the handler returns.
          List<String> observed = new ArrayList<>();
          for (int i = 0; i < 2; i++) {
            observed.add(Observations.observed.poll(30, TimeUnit.SECONDS));
          }
          assertThat(observed)
              .containsExactlyInAnyOrder(
                  "switchboard.handler dev.switchboard.spring.boot.chains.Mailer#on(Notice)",
                  "switchboard.handler dev.switchboard.spring.boot.chains.Audit#on(Notice)");
        });
  }

  @Test
  void theStarterDefinesTheInterceptorBeansAndCreatesOneTheApplicationLacks() {
    runner.withUserConfiguration(MailExecutor.class, Database.class).run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context.getBeanNamesForType(TaskExecutorInterceptor.class))
          .containsExactly("switchboardTaskExecutorInterceptor");
      assertThat(context.getBeanNamesForType(AfterCommitInterceptor.class))
          .containsExactly("switchboardAfterCommitInterceptor");
      assertThat(context.getBeanNamesForType(ObservationInterceptor.class))
          .containsExactly("switchboardObservationInterceptor");
      assertThat(context.getBeanNamesForType(Counting.class))
          .containsExactly(DispatcherBeans.INTERCEPTOR_BEAN_PREFIX + Counting.class.getName());
    });
  }

  @Test
  void anInterceptorBeanOfTheApplicationIsUsedRatherThanACreatedOne() {
    runner
        .withUserConfiguration(MailExecutor.class, Database.class, OwnCounting.class)
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBeanNamesForType(Counting.class)).containsExactly("ownCounting");

          context.getBean(Notices.class).dispatch(new Notice("n2"));

          assertThat(context.getBean(Counting.class).calls()).isEqualTo(2);
        });
  }

  @Test
  void aMissingExecutorFailsTheStartNamingTheHandlerAndTheBean() {
    runner.withUserConfiguration(Database.class).run(context -> {
      FailureAnalysis analysis = analysis(context);

      assertThat(analysis.getDescription())
          .contains("dev.switchboard.spring.boot.chains.Mailer#on(Notice)")
          .contains("@OnTaskExecutor")
          .contains("an Executor bean named 'mail'");
      assertThat(analysis.getAction()).contains("Define the executor bean");
    });
  }

  @Test
  void aMissingTransactionManagerFailsTheStartNamingTheHandlerAndTheBean() {
    runner.withUserConfiguration(MailExecutor.class).run(context -> {
      FailureAnalysis analysis = analysis(context);

      assertThat(analysis.getDescription())
          .contains("dev.switchboard.spring.boot.chains.Audit#on(Notice)")
          .contains("@AfterCommit")
          .contains("a PlatformTransactionManager bean");
      assertThat(analysis.getAction()).contains("Define a PlatformTransactionManager bean");
    });
  }

  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration(SwitchboardAutoConfiguration.class)
  @Import({Handlers.class, Database.class})
  static class ApplicationWithoutMailExecutor {}

  @Test
  @ExtendWith(OutputCaptureExtension.class)
  void springApplicationReportsTheAnalysis(CapturedOutput output) {
    SpringApplication application = new SpringApplication(
        new DefaultResourceLoader(WITH_NOTICES), ApplicationWithoutMailExecutor.class);
    application.setWebApplicationType(WebApplicationType.NONE);

    assertThatThrownBy(application::run).isInstanceOf(MissingHandlerBeanException.class);

    assertThat(output)
        .contains("APPLICATION FAILED TO START")
        .contains("The Switchboard handler dev.switchboard.spring.boot.chains.Mailer#on(Notice) is"
            + " annotated @OnTaskExecutor, which needs an Executor bean named 'mail'");
  }

  /**
   * The analysis of the start's failure by the analyzers {@code spring.factories} registers (those
   * that need the context, which a failed start has not, are left out).
   */
  private static FailureAnalysis analysis(AssertableApplicationContext context) {
    assertThat(context).hasFailed();
    assertThat(context.getStartupFailure()).isInstanceOf(MissingHandlerBeanException.class);
    return SpringFactoriesLoader.forDefaultResourceLocation(WITH_NOTICES)
        .load(
            FailureAnalyzer.class,
            null,
            SpringFactoriesLoader.FailureHandler.logging(
                LogFactory.getLog(InterceptorBeansTest.class)))
        .stream()
        .map(analyzer -> analyzer.analyze(context.getStartupFailure()))
        .filter(found -> found != null)
        .findFirst()
        .orElseThrow();
  }
}
