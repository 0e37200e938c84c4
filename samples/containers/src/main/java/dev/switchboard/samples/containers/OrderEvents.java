package dev.switchboard.samples.containers;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
