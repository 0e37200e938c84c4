package dev.switchboard.spring.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.switchboard.spring.boot.ReportFolders;
import dev.switchboard.spring.boot.SwitchboardAutoConfiguration;
import dev.switchboard.spring.boot.clinic.AuditLog;
import dev.switchboard.spring.boot.clinic.Billing;
import dev.switchboard.spring.boot.clinic.Reception;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.autoconfigure.task.TaskExecutionAutoConfiguration;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The transaction phases and {@code @OnTaskExecutor} through the generated {@link Ledger}, a bean of
 * a Spring context with a {@link DataSourceTransactionManager} over an in-memory H2 database:
 * handlers deferred to a phase run at it, or not at all.
 */
class TransactionPhasesTest {
  /** The tests' class path, plus the route report of {@link Ledger}. */
  static final ClassLoader WITH_LEDGER = ReportFolders.withReports("ledger");

  /** The ledger's handlers, and the clinic's, whose dispatchers every test context has. */
  @Configuration(proxyBeanMethods = false)
  @Import({Reception.class, Billing.class, AuditLog.class})
  static class Application {
    @Bean
    DataSource dataSource() {
      return dataSource("jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
    }

    @Bean
    DataSourceTransactionManager transactionManager(DataSource dataSource) {
      return new DataSourceTransactionManager(dataSource);
    }

    @Bean
    JdbcTemplate jdbcTemplate(DataSource dataSource) {
      JdbcTemplate jdbc = new JdbcTemplate(dataSource);
      jdbc.execute("create table ledger (id varchar(64) primary key)");
      return jdbc;
    }

    @Bean
    Bookkeeper bookkeeper(JdbcTemplate jdbc, DataSource dataSource) {
      String url = ((JdbcDataSource) dataSource).getURL();
      return new Bookkeeper(jdbc, new JdbcTemplate(dataSource(url)));
    }

    @Bean
    Reminders reminders() {
      return new Reminders();
    }

    @Bean
    Indexer indexer() {
      return new Indexer();
    }

    private static JdbcDataSource dataSource(String url) {
      JdbcDataSource dataSource = new JdbcDataSource();
      dataSource.setURL(url);
      return dataSource;
    }
  }

  /** A started application, its ledger, and a way to run work in a transaction. */
  private record Books(AssertableApplicationContext context) {
    Ledger ledger() {
      return context.getBean(Ledger.class);
    }

    JdbcTemplate jdbc() {
      return context.getBean(JdbcTemplate.class);
    }

    Bookkeeper bookkeeper() {
      return context.getBean(Bookkeeper.class);
    }

    Reminders reminders() {
      return context.getBean(Reminders.class);
    }

    TransactionTemplate transactions() {
      return new TransactionTemplate(context.getBean(PlatformTransactionManager.class));
    }

    /** Writes the entry's row and dispatches it, in the caller's transaction if there is one. */
    void write(Entry entry) {
      jdbc().update("insert into ledger (id) values (?)", entry.id());
      ledger().dispatch(entry);
    }

    int rows() {
      return jdbc().queryForObject("select count(*) from ledger", Integer.class);
    }
  }

  private static void run(Consumer<Books> test) {
    new ApplicationContextRunner()
        .withClassLoader(WITH_LEDGER)
        .withConfiguration(AutoConfigurations.of(
            SwitchboardAutoConfiguration.class, TaskExecutionAutoConfiguration.class))
        .withUserConfiguration(Application.class)
        .run(context -> {
          assertThat(context).hasNotFailed();
          test.accept(new Books(context));
        });
  }

  @Test
  void theLedgerIsGenerated() {
    run(books -> assertThat(books.ledger().getClass().getName())
        .isEqualTo("dev.switchboard.spring.ledger.SwitchboardLedger"));
  }

  @Test
  void aCommitRunsBeforeCommitWithTheRowUncommittedThenAfterCommitAndCompletionWithItCommitted() {
    run(books -> {
      books.transactions().executeWithoutResult(status -> {
        books.write(new Entry("e1"));
        assertThat(books.bookkeeper().seen()).isEmpty();
      });

      assertThat(books.bookkeeper().seen())
          .containsExactly(
              "before-commit e1 uncommitted",
              "after-commit e1 committed",
              "after-completion e1 committed");
    });
  }

  @Test
  void aRollbackRunsAfterRollbackAndCompletionOnly() {
    run(books -> {
      books.transactions().executeWithoutResult(status -> {
        books.write(new Entry("e2"));
        status.setRollbackOnly();
      });

      // One phase: Spring runs its synchronizations in the order the dispatch registered them.
      assertThat(books.bookkeeper().seen())
          .containsExactlyInAnyOrder("after-rollback e2 absent", "after-completion e2 absent");
      assertThat(books.reminders().ran()).isEmpty();
    });
  }

  @Test
  void anExceptionThatRollsBackRunsNoCommitPhase() {
    run(books -> {
      assertThatThrownBy(() -> books.transactions().executeWithoutResult(status -> {
            books.write(new Entry("e3"));
            throw new IllegalArgumentException("the order is invalid");
          }))
          .hasMessage("the order is invalid");

      // One phase: Spring runs its synchronizations in the order the dispatch registered them.
      assertThat(books.bookkeeper().seen())
          .containsExactlyInAnyOrder("after-rollback e3 absent", "after-completion e3 absent");
      assertThat(books.rows()).isZero();
    });
  }

  @Test
  void aBeforeCommitHandlerThatThrowsRollsTheTransactionBack() {
    run(books -> {
      assertThatThrownBy(() -> books
              .transactions()
              .executeWithoutResult(status -> books.write(new Entry("refused-e4"))))
          .isNotInstanceOf(TransactionSystemException.class)
          .hasMessage("refused refused-e4");

      List<String> seen = books.bookkeeper().seen();
      assertThat(seen).first().isEqualTo("before-commit refused-e4 uncommitted");
      assertThat(seen.subList(1, seen.size()))
          .containsExactlyInAnyOrder(
              "after-rollback refused-e4 absent", "after-completion refused-e4 absent");
      assertThat(books.rows()).isZero();
    });
  }

  @Test
  void eachDispatchInATransactionRunsTheHandlerOnceAtTheEnd() {
    run(books -> {
      books.transactions().executeWithoutResult(status -> {
        books.write(new Entry("e5"));
        books.write(new Entry("e6"));
      });

      assertThat(books.bookkeeper().seen())
          .containsExactly(
              "before-commit e5 uncommitted",
              "before-commit e6 uncommitted",
              "after-commit e5 committed",
              "after-commit e6 committed",
              "after-completion e5 committed",
              "after-completion e6 committed");
    });
  }

  @Test
  void anEventPublishedInATransactionRunsAfterCommitOnce() {
    run(books -> {
      books.transactions().executeWithoutResult(status -> {
        books.jdbc().update("insert into ledger (id) values (?)", "e11");
        books.context().publishEvent(new Entry("e11"));
        assertThat(books.bookkeeper().seen()).isEmpty();
      });

      assertThat(books.bookkeeper().seen())
          .containsExactly(
              "before-commit e11 uncommitted",
              "after-commit e11 committed",
              "after-completion e11 committed");
    });
  }

  @Test
  void withNoTransactionNoPhaseRunsByDefault() {
    run(books -> {
      books.write(new Entry("e7"));

      assertThat(books.bookkeeper().seen()).isEmpty();
      assertThat(books.rows()).isOne();
    });
  }

  @Test
  void aSynchronizationWithNoActualTransactionCountsAsNoTransaction() {
    run(books -> {
      TransactionTemplate supports = books.transactions();
      supports.setPropagationBehavior(TransactionDefinition.PROPAGATION_SUPPORTS);

      supports.executeWithoutResult(status -> books.write(new Entry("e8")));

      assertThat(books.bookkeeper().seen()).isEmpty();
    });
  }

  @Test
  void fallbackExecutionOnTheClassRunsAtOnceWithNoTransactionAndAfterCommitInOne() {
    run(books -> {
      Reminders reminders = books.reminders();

      books.ledger().dispatch(new Entry("e9"));
      assertThat(reminders.ran()).containsExactly("remind e9");

      books.transactions().executeWithoutResult(status -> {
        books.ledger().dispatch(new Entry("e10"));
        assertThat(reminders.ran()).containsExactly("remind e9");
      });
      assertThat(reminders.ran()).containsExactly("remind e9", "remind e10");
      assertThat(books.bookkeeper().seen())
          .containsExactly(
              "before-commit e10 absent", "after-commit e10 absent", "after-completion e10 absent");
    });
  }

  @Test
  void onTaskExecutorRunsTheHandlerOnTheApplicationTaskExecutor() {
    run(books -> {
      books.ledger().dispatch(new Entry("i1"));

      try {
        assertThat(books.context().getBean(Indexer.class).indexed().poll(30, TimeUnit.SECONDS))
            .startsWith("i1 on task-");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    });
  }
}
