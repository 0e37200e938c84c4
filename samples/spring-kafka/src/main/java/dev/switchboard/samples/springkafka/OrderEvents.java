package dev.switchboard.samples.springkafka;

import dev.switchboard.Dispatcher;
import dev.switchboard.Handler;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The service's dispatcher: the processor generates {@code SwitchboardOrderEvents}, which calls
 * {@link OrderProjection} and {@link CustomerNotifications} directly for each event type they handle.
 * switchboard-spring-boot-starter makes it a bean, built from those two beans.
 */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {
  /** A copy that hands events no handler takes to {@code deadLetters} instead of dropping them. */
  OrderEvents withDeadLetters(Handler<? super OrderEvent> deadLetters);
}
