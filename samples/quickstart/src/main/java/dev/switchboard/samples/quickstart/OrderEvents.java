package dev.switchboard.samples.quickstart;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** The order service's dispatcher; the build generates {@code SwitchboardOrderEvents}. */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
