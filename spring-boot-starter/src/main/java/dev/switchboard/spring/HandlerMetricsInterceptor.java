package dev.switchboard.spring;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import java.util.Objects;

/**
 * The interceptor {@link HandlerMetrics} binds, around every handler: observes each call with the
 * interceptor it is given, Switchboard's {@code ObservationInterceptor} when the application has
 * switchboard-micrometer (a timer per handler, tagged with dispatcher, event type, handler and
 * outcome, once Actuator puts a {@code MeterRegistry} behind the {@code ObservationRegistry}).
 * Created with no argument, it only proceeds: so it is without Micrometer, with {@code
 * switchboard.observations.enabled=false}, and in a dispatcher made with {@code create()}.
 *
 * <p>Around every handler, it also lets a published object reach a handler once when several
 * dispatchers route it there (see {@link ForwardedEvents}).
 *
 * <p>It names no Micrometer type, so generated dispatchers that take it compile and load without
 * Micrometer on the class path.
 */
public class HandlerMetricsInterceptor implements Interceptor<Object> {
  private final Interceptor<Object> observations;

  /** Proceeds, observing nothing. */
  public HandlerMetricsInterceptor() {
    this.observations = null;
  }

  /** Observes each call with {@code observations}. */
  public HandlerMetricsInterceptor(Interceptor<Object> observations) {
    this.observations = Objects.requireNonNull(observations, "observations");
  }

  /** Whether calls are observed. */
  public boolean observes() {
    return observations != null;
  }

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    if (!ForwardedEvents.firstDelivery(event, next.handler())) {
      return; // another dispatcher delivered this published object to the handler
    }
    if (observations == null) {
      next.proceed(event);
    } else {
      observations.intercept(event, next);
    }
  }
}
