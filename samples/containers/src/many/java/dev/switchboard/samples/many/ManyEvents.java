package dev.switchboard.samples.many;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** 300 handler methods in 40 classes: the constructor takes the 40 instances. */
@EventDispatcher
public interface ManyEvents extends Dispatcher<Many.Event> {}
