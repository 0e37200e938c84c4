package dev.switchboard.samples.migration.care.cdi.switchboard;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.samples.migration.care.OrderEvent;

/** Takes the place of CDI's {@code Event<OrderEvent>}: the container builds the generated class. */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
