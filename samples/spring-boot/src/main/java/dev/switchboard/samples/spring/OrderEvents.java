package dev.switchboard.samples.spring;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The shop's dispatcher. The processor generates {@code SwitchboardOrderEvents}, whose only
 * constructor takes one instance of every handler; the Switchboard starter registers it as a bean
 * built from the handler beans and forwards events published with {@code ApplicationEventPublisher}.
 */
@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
