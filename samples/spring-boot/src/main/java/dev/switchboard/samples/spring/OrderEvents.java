package dev.switchboard.samples.spring;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The shop's dispatcher. The processor generates {@code SwitchboardOrderEvents}, whose only
 * constructor takes one instance of every handler: {@link EventsConfiguration} lets Spring call it
 * with the handler beans.
 */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
