package dev.switchboard.spring;

import dev.switchboard.annotations.InterceptorBinding;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs the handler after the commit of the transaction the event is dispatched in, as {@code
 * @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)} does for a listener: the dispatch
 * only registers the call with the transaction. On a handler class, it applies to every handler the
 * class declares; on a handler method, to that method; not on both, which
 * wraps the handler twice (SB130).
 *
 * <p>Dispatched with no transaction active, the handler does not run, unless {@link
 * #fallbackExecution()} is true: see {@link TransactionPhaseInterceptor}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@InterceptorBinding(AfterCommitInterceptor.class)
public @interface AfterCommit {
  /**
   * Whether the handler runs at once when the event is dispatched with no transaction active;
   * false, the default as for Spring's transactional listeners, skips it.
   */
  boolean fallbackExecution() default false;
}
