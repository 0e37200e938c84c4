package dev.switchboard.samples.kafka;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The service's dispatcher: the processor generates {@code SwitchboardOrderEvents}, which calls
 * {@link OrderProjection} and {@link CustomerNotifications} directly for each event type they handle.
 */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {
  /** A copy that hands events no handler takes to {@code deadLetters} instead of dropping them. */
  OrderEvents withDeadLetters(Handler<? super OrderEvent> deadLetters);
}
