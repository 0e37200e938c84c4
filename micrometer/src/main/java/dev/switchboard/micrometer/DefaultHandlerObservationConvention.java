package dev.switchboard.micrometer;

import dev.switchboard.HandlerDescriptor;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;

/**
 * Observations named {@value #NAME}, with the low-cardinality key values {@value #DISPATCHER} (the
 * dispatcher interface), {@value #EVENT_TYPE} (the event type the handler takes), {@value #HANDLER}
 * (the handler, as the route report names it: {@code shop.OrderProjection#on(OrderPlaced)}) and
 * {@value #OUTCOME} ({@value #SUCCESS}, or the simple name of the class of the exception the handler
 * threw, or {@value #ERROR} for an exception class that has none). Each takes one value per handler
 * and outcome, so a dispatcher makes a bounded number of timers.
 */
public class DefaultHandlerObservationConvention implements HandlerObservationConvention {
  /** The name of the observations. */
  public static final String NAME = "switchboard.handler";

  public static final String DISPATCHER = "dispatcher";
  public static final String EVENT_TYPE = "event.type";
  public static final String HANDLER = "handler";
  public static final String OUTCOME = "outcome";

  /** The {@value #OUTCOME} of a call that returned normally. */
  public static final String SUCCESS = "success";

  /** The {@value #OUTCOME} of a call that threw an exception of a class that has no simple name. */
  public static final String ERROR = "error";

  /** The convention of the interceptors given none. */
  public DefaultHandlerObservationConvention() {}

  @Override
  public String getName() {
    return NAME;
  }

  /** The handler, as the route report names it: the name of its spans. */
  @Override
  public String getContextualName(HandlerObservationContext context) {
    return context.getHandler().toString();
  }

  @Override
  public KeyValues getLowCardinalityKeyValues(HandlerObservationContext context) {
    HandlerDescriptor handler = context.getHandler();
    return KeyValues.of(
        KeyValue.of(DISPATCHER, nameOf(handler.dispatcher())),
        KeyValue.of(EVENT_TYPE, nameOf(handler.eventType())),
        KeyValue.of(HANDLER, handler.toString()),
        KeyValue.of(OUTCOME, outcome(context)));
  }

  /** {@value #SUCCESS}, or what failed: the simple name of the exception's class, else {@value #ERROR}. */
  protected String outcome(HandlerObservationContext context) {
    Throwable error = context.getError();
    if (error == null) {
      return SUCCESS;
    }
    String simpleName = error.getClass().getSimpleName();
    return simpleName.isEmpty() ? ERROR : simpleName;
  }

  // Canonical names, as the handler's own name uses; a class that has none by its binary name.
  private static String nameOf(Class<?> type) {
    String canonical = type.getCanonicalName();
    return canonical != null ? canonical : type.getName();
  }
}
