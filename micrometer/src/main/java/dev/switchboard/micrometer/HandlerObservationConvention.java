package dev.switchboard.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observations of handler calls. Implement it (or extend {@link
 * DefaultHandlerObservationConvention}) and give it to the {@link ObservationInterceptor} to change
 * them; register it as a global convention of the registry to change them for every dispatcher.
 */
public interface HandlerObservationConvention
    extends ObservationConvention<HandlerObservationContext> {
  @Override
  default boolean supportsContext(Observation.Context context) {
    return context instanceof HandlerObservationContext;
  }
}
