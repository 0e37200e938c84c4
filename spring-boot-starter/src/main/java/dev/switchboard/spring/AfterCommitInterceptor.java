package dev.switchboard.spring;

import org.springframework.transaction.event.TransactionPhase;

/** The interceptor {@link AfterCommit} binds: proceeds after the commit of the current transaction. */
public final class AfterCommitInterceptor extends TransactionPhaseInterceptor {
  /** Proceeds after the commit of the transaction each event is dispatched in. */
  public AfterCommitInterceptor() {
    super(TransactionPhase.AFTER_COMMIT, AfterCommit.class, AfterCommit::fallbackExecution);
  }

  /**
   * As {@link #AfterCommitInterceptor()}, in an application that forwards as {@code forwarding}
   * says.
   */
  public AfterCommitInterceptor(ForwardedEvents forwarding) {
    super(
        TransactionPhase.AFTER_COMMIT,
        AfterCommit.class,
        AfterCommit::fallbackExecution,
        forwarding);
  }
}
