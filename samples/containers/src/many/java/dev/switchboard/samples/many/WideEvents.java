package dev.switchboard.samples.many;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** 260 handler classes: the constructor takes a function from handler class to instance. */
@EventDispatcher
public interface WideEvents extends Dispatcher<Wide.Event> {}
