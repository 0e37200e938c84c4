package dev.switchboard.spring;

import dev.switchboard.HandlerDescriptor;
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
 * dispatchers route it there (see {@link ForwardedEvents}): the starter's bean checks that only
 * around the handlers two dispatchers share.
 *
 * <p>It names no Micrometer type, so generated dispatchers that take it compile and load without
 * Micrometer on the class path.
 */
public class HandlerMetricsInterceptor implements Interceptor<Object> {
  private final Interceptor<Object> observations;
  private final ForwardedEvents forwarding;

  /** Proceeds, observing nothing. */
  public HandlerMetricsInterceptor() {
    this(ForwardedEvents.anyHandlerShared());
  }

  /** Proceeds, observing nothing, in an application that forwards as {@code forwarding} says. */
  public HandlerMetricsInterceptor(ForwardedEvents forwarding) {
    this.observations = null;
    this.forwarding = Objects.requireNonNull(forwarding, "forwarding");
  }

  /** Observes each call with {@code observations}. */
  public HandlerMetricsInterceptor(Interceptor<Object> observations) {
    this(observations, ForwardedEvents.anyHandlerShared());
  }

  /**
   * Observes each call with {@code observations}, in an application that forwards as {@code
   * forwarding} says.
   */
  public HandlerMetricsInterceptor(Interceptor<Object> observations, ForwardedEvents forwarding) {
    this.observations = Objects.requireNonNull(observations, "observations");
    this.forwarding = Objects.requireNonNull(forwarding, "forwarding");
  }

  /** Whether calls are observed. */
  public boolean observes() {
    return observations != null;
  }

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    if (!forwarding.firstDelivery(event, next.handler())) {
      return; // another dispatcher delivered this published object to the handler
    }
    if (observations == null) {
      next.proceed(event);
    } else {
      observations.intercept(event, next);
    }
  }

  /**
   * Around a handler no two dispatchers share, the observation interceptor's own (or one that only
   * proceeds); around one they share, this one, which checks the claim first.
   */
  @Override
  public Interceptor<Object> forHandler(HandlerDescriptor handler) {
    if (forwarding.shares(handler)) {
      return this;
    }
    if (observations == null) {
      return (event, next) -> next.proceed(event);
    }
    return observations.forHandler(handler);
  }
}
