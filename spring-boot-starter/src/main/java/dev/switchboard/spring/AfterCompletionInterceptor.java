package dev.switchboard.spring;

import org.springframework.transaction.event.TransactionPhase;

/** The interceptor {@link AfterCompletion} binds: proceeds after the completion (commit or rollback) of the current transaction. */
public final class AfterCompletionInterceptor extends TransactionPhaseInterceptor {
  /** Proceeds after the completion (commit or rollback) of the transaction each event is dispatched in. */
  public AfterCompletionInterceptor() {
    super(
        TransactionPhase.AFTER_COMPLETION,
        AfterCompletion.class,
        AfterCompletion::fallbackExecution);
  }

  /**
   * As {@link #AfterCompletionInterceptor()}, in an application that forwards as {@code forwarding}
   * says.
   */
  public AfterCompletionInterceptor(ForwardedEvents forwarding) {
    super(
        TransactionPhase.AFTER_COMPLETION,
        AfterCompletion.class,
        AfterCompletion::fallbackExecution,
        forwarding);
  }
}
