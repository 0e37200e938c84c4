package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.lang.annotation.Annotation;
import java.util.Objects;
import java.util.function.Predicate;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * Defers a handler to a phase of the transaction its event is dispatched in: {@code dispatch}
 * registers a {@link TransactionSynchronization} with the transaction and returns, and the handler
 * runs at that phase, on the thread that completes the transaction. Each dispatch registers one
 * call: an event dispatched three times in a transaction runs the handler three times at its end.
 *
 * <p><b>No transaction.</b> Dispatched where no transaction is active (no synchronization, or a
 * synchronization with no actual transaction, as {@code PROPAGATION_SUPPORTS} opens), the handler is
 * skipped, unless its binding says {@code fallbackExecution = true}, which runs it at once. That is
 * the choice Spring's {@code @TransactionalEventListener} makes, by default and with the same
 * attribute: a handler declared to follow a commit claims that the work before it was committed,
 * which is not so when nothing was; code that dispatches both inside and outside transactions says
 * so on the handler. Skipped calls are logged at debug level.
 *
 * <p><b>Failures.</b> Spring decides what becomes of the handler's exceptions, as for a
 * synchronization of its own: one thrown before the commit rolls the transaction back and reaches
 * the caller of {@code commit}; one thrown after the commit reaches that caller once the commit is
 * done; one thrown after completion (or rollback) is logged by Spring and goes no further.
 */
public abstract class TransactionPhaseInterceptor implements Interceptor<Object> {
  private static final Log log = LogFactory.getLog(TransactionPhaseInterceptor.class);

  private final TransactionPhase phase;
  private final ForwardedEvents forwarding;
  private final HandlerBindings.PerHandler<Boolean> fallbackExecution;

  /**
   * Defers handlers to {@code phase}; with no transaction, runs those whose {@code binding}
   * annotation's {@code fallbackExecution} says so (a handler without the annotation is skipped).
   */
  protected <A extends Annotation> TransactionPhaseInterceptor(
      TransactionPhase phase, Class<A> binding, Predicate<A> fallbackExecution) {
    this(phase, binding, fallbackExecution, ForwardedEvents.anyHandlerShared());
  }

  /**
   * Defers handlers to {@code phase}, as the constructor above, in an application that forwards as
   * {@code forwarding} says.
   */
  protected <A extends Annotation> TransactionPhaseInterceptor(
      TransactionPhase phase,
      Class<A> binding,
      Predicate<A> fallbackExecution,
      ForwardedEvents forwarding) {
    this.phase = Objects.requireNonNull(phase, "phase");
    this.forwarding = Objects.requireNonNull(forwarding, "forwarding");
    Objects.requireNonNull(binding, "binding");
    Objects.requireNonNull(fallbackExecution, "fallbackExecution");
    this.fallbackExecution = new HandlerBindings.PerHandler<>(site -> {
      A annotation = site.find(binding);
      return annotation != null && fallbackExecution.test(annotation);
    });
  }

  /** The phase handlers run at. */
  public final TransactionPhase phase() {
    return phase;
  }

  @Override
  public final void intercept(Object event, Invocation<Object> next) {
    run(event, next, null, true);
  }

  /** Defers {@code handler}, whose {@code fallbackExecution} is found at its first call and kept. */
  @Override
  public final Interceptor<Object> forHandler(HandlerDescriptor handler) {
    HandlerBindings.Of<Boolean> fallback = fallbackExecution.of(handler);
    boolean shared = forwarding.shares(handler);
    return (event, next) -> run(event, next, fallback, shared);
  }

  /**
   * Defers the call, or runs it, as {@code fallback} (null: the shared look-up) says without a
   * transaction; first checks the claim of a handler two dispatchers may share.
   */
  private void run(
      Object event, Invocation<Object> next, HandlerBindings.Of<Boolean> fallback, boolean shared) {
    if (shared && !forwarding.firstDelivery(event, next.handler())) {
      return;
    }
    if (TransactionSynchronizationManager.isSynchronizationActive()
        && TransactionSynchronizationManager.isActualTransactionActive()) {
      TransactionSynchronizationManager.registerSynchronization(
          new PhaseSynchronization(phase, event, next));
    } else if (fallback != null ? fallback.get() : fallbackExecution.get(next.handler())) {
      next.proceed(event);
    } else if (log.isDebugEnabled()) {
      log.debug("No transaction is active: " + next.handler() + " (" + phase + ") does not run for "
          + event);
    }
  }

  /** One deferred call of a handler. */
  private static final class PhaseSynchronization implements TransactionSynchronization {
    private final TransactionPhase phase;
    private final Object event;
    private final Invocation<Object> next;

    PhaseSynchronization(TransactionPhase phase, Object event, Invocation<Object> next) {
      this.phase = phase;
      this.event = event;
      this.next = next;
    }

    @Override
    public void beforeCommit(boolean readOnly) {
      if (phase == TransactionPhase.BEFORE_COMMIT) {
        next.proceed(event);
      }
    }

    @Override
    public void afterCommit() {
      if (phase == TransactionPhase.AFTER_COMMIT) {
        next.proceed(event);
      }
    }

    @Override
    public void afterCompletion(int status) {
      if (phase == TransactionPhase.AFTER_COMPLETION
          || (phase == TransactionPhase.AFTER_ROLLBACK && status == STATUS_ROLLED_BACK)) {
        next.proceed(event);
      }
    }

    @Override
    public String toString() {
      return next.handler() + " " + phase + " with " + event;
    }
  }
}
