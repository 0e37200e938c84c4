package dev.switchboard.micrometer;

import dev.switchboard.Interceptor;
import dev.switchboard.Invocation;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.Objects;

/**
 * Observes each handler call with Micrometer: an {@link Observation} named {@value
 * DefaultHandlerObservationConvention#NAME}, tagged by dispatcher, event type, handler and outcome
 * (see {@link DefaultHandlerObservationConvention}), and in scope while the handler runs, so its
 * logs and the spans it starts belong to it. With a {@code DefaultMeterObservationHandler} on the
 * registry, that is one timer per handler and outcome; with a tracing handler, one span per call.
 *
 * <p>Put it outermost, or at least outside interceptors that retry or swallow exceptions, to time and
 * tag what the caller sees; inside them, to observe each attempt. Outside an {@code
 * ExecutorInterceptor}, it observes the hand-over only.
 */
public class ObservationInterceptor implements Interceptor<Object> {
  private static final HandlerObservationConvention DEFAULT_CONVENTION =
      new DefaultHandlerObservationConvention();

  private final ObservationRegistry registry;
  private final HandlerObservationConvention convention;

  /**
   * Observes handler calls in {@code registry}, named and tagged by the registry's global {@link
   * HandlerObservationConvention} if it has one, else by {@link DefaultHandlerObservationConvention}.
   */
  public ObservationInterceptor(ObservationRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
    this.convention = null;
  }

  /** Observes handler calls in {@code registry}, named and tagged by {@code convention}. */
  public ObservationInterceptor(
      ObservationRegistry registry, HandlerObservationConvention convention) {
    this.registry = Objects.requireNonNull(registry, "registry");
    this.convention = Objects.requireNonNull(convention, "convention");
  }

  @Override
  public void intercept(Object event, Invocation<Object> next) {
    Observation.createNotStarted(
            convention,
            DEFAULT_CONVENTION,
            () -> new HandlerObservationContext(next.handler(), event),
            registry)
        .observe(() -> next.proceed(event));
  }
}
