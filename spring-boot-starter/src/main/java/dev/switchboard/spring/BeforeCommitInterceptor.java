package dev.switchboard.spring;

import org.springframework.transaction.event.TransactionPhase;

/** The interceptor {@link BeforeCommit} binds: proceeds just before the commit of the current transaction. */
public final class BeforeCommitInterceptor extends TransactionPhaseInterceptor {
  /** Proceeds just before the commit of the transaction each event is dispatched in. */
  public BeforeCommitInterceptor() {
    super(TransactionPhase.BEFORE_COMMIT, BeforeCommit.class, BeforeCommit::fallbackExecution);
  }

  /**
   * As {@link #BeforeCommitInterceptor()}, in an application that forwards as {@code forwarding}
   * says.
   */
  public BeforeCommitInterceptor(ForwardedEvents forwarding) {
    super(
        TransactionPhase.BEFORE_COMMIT,
        BeforeCommit.class,
        BeforeCommit::fallbackExecution,
        forwarding);
  }
}
