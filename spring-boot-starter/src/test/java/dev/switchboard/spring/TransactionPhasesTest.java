package dev.switchboard.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.switchboard.Handler;
import dev.switchboard.HandlerDescriptor;
import dev.switchboard.support.InterceptorChain;
import java.util.UUID;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionSystemException;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The transaction phases with Spring's {@link DataSourceTransactionManager} over an in-memory H2
 * database: handlers deferred to a phase run at it, or not at all.
 */
class TransactionPhasesTest {
  private JdbcTemplate jdbc;
  private TransactionTemplate transactions;
  private Bookkeeper bookkeeper;
  private Bookkeeping bookkeeping;

  @BeforeEach
  void database() {
    String url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
    jdbc = new JdbcTemplate(dataSource(url));
    jdbc.execute("create table ledger (id varchar(64) primary key)");
    transactions = new TransactionTemplate(new DataSourceTransactionManager(jdbc.getDataSource()));
    bookkeeper = new Bookkeeper(jdbc, new JdbcTemplate(dataSource(url)));
    bookkeeping = new Bookkeeping(bookkeeper);
  }

  private static JdbcDataSource dataSource(String url) {
    JdbcDataSource dataSource = new JdbcDataSource();
    dataSource.setURL(url);
    return dataSource;
  }

  private void write(Entry entry) {
    jdbc.update("insert into ledger (id) values (?)", entry.id());
    bookkeeping.dispatch(entry);
  }

  @Test
  void aCommitRunsBeforeCommitWithTheRowUncommittedThenAfterCommitAndCompletionWithItCommitted() {
    transactions.executeWithoutResult(status -> {
      write(new Entry("e1"));
      assertThat(bookkeeper.seen()).isEmpty();
    });

    assertThat(bookkeeper.seen())
        .containsExactly(
            "before-commit e1 uncommitted",
            "after-commit e1 committed",
            "after-completion e1 committed");
  }

  @Test
  void aRollbackRunsAfterRollbackAndCompletionOnly() {
    transactions.executeWithoutResult(status -> {
      write(new Entry("e2"));
      status.setRollbackOnly();
    });

    assertThat(bookkeeper.seen())
        .containsExactly("after-rollback e2 absent", "after-completion e2 absent");
  }

  @Test
  void anExceptionThatRollsBackRunsNoCommitPhase() {
    assertThatThrownBy(() -> transactions.executeWithoutResult(status -> {
          write(new Entry("e3"));
          throw new IllegalArgumentException("the order is invalid");
        }))
        .hasMessage("the order is invalid");

    assertThat(bookkeeper.seen())
        .containsExactly("after-rollback e3 absent", "after-completion e3 absent");
    assertThat(jdbc.queryForObject("select count(*) from ledger", Integer.class))
        .isZero();
  }

  @Test
  void aBeforeCommitHandlerThatThrowsRollsTheTransactionBack() {
    assertThatThrownBy(
            () -> transactions.executeWithoutResult(status -> write(new Entry("refused-e4"))))
        .isNotInstanceOf(TransactionSystemException.class)
        .hasMessage("refused refused-e4");

    assertThat(bookkeeper.seen())
        .containsExactly(
            "before-commit refused-e4 uncommitted",
            "after-rollback refused-e4 absent",
            "after-completion refused-e4 absent");
    assertThat(jdbc.queryForObject("select count(*) from ledger", Integer.class))
        .isZero();
  }

  @Test
  void eachDispatchInATransactionRunsTheHandlerOnceAtTheEnd() {
    transactions.executeWithoutResult(status -> {
      write(new Entry("e5"));
      write(new Entry("e6"));
    });

    assertThat(bookkeeper.seen())
        .containsExactly(
            "before-commit e5 uncommitted",
            "before-commit e6 uncommitted",
            "after-commit e5 committed",
            "after-commit e6 committed",
            "after-completion e5 committed",
            "after-completion e6 committed");
  }

  @Test
  void withNoTransactionNoPhaseRunsByDefault() {
    write(new Entry("e7"));

    assertThat(bookkeeper.seen()).isEmpty();
    assertThat(jdbc.queryForObject("select count(*) from ledger", Integer.class))
        .isOne();
  }

  @Test
  void aSynchronizationWithNoActualTransactionCountsAsNoTransaction() {
    transactions.setPropagationBehavior(TransactionDefinition.PROPAGATION_SUPPORTS);

    transactions.executeWithoutResult(status -> write(new Entry("e8")));

    assertThat(bookkeeper.seen()).isEmpty();
  }

  private static Handler<Entry> afterCommit(String method, Handler<Entry> target) {
    return InterceptorChain.wrap(
        HandlerDescriptor.ofMethod(Reminders.class, Reminders.class, method, Entry.class),
        target,
        new AfterCommitInterceptor());
  }

  @Test
  void fallbackExecutionRunsAtOnceWithNoTransactionAndTheMethodsBindingWinsOverTheClasss() {
    Reminders reminders = new Reminders();
    Handler<Entry> remind = afterCommit("remind", reminders::remind);
    Handler<Entry> strictly = afterCommit("strictly", reminders::strictly);

    remind.handle(new Entry("e9"));
    strictly.handle(new Entry("e9"));
    assertThat(reminders.ran()).containsExactly("remind e9");

    transactions.executeWithoutResult(status -> {
      remind.handle(new Entry("e10"));
      strictly.handle(new Entry("e10"));
      assertThat(reminders.ran()).containsExactly("remind e9");
    });
    assertThat(reminders.ran()).containsExactly("remind e9", "remind e10", "strictly e10");
  }
}
