package dev.switchboard.spring;

import org.springframework.transaction.event.TransactionPhase;

/** The interceptor {@link AfterRollback} binds: proceeds after the rollback of the current transaction. */
public final class AfterRollbackInterceptor extends TransactionPhaseInterceptor {
  /** Proceeds after the rollback of the transaction each event is dispatched in. */
  public AfterRollbackInterceptor() {
    super(TransactionPhase.AFTER_ROLLBACK, AfterRollback.class, AfterRollback::fallbackExecution);
  }

  /**
   * As {@link #AfterRollbackInterceptor()}, in an application that forwards as {@code forwarding}
   * says.
   */
  public AfterRollbackInterceptor(ForwardedEvents forwarding) {
    super(
        TransactionPhase.AFTER_ROLLBACK,
        AfterRollback.class,
        AfterRollback::fallbackExecution,
        forwarding);
  }
}
