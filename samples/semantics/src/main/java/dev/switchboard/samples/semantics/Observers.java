package dev.switchboard.samples.semantics;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Failure;
import dev.switchboard.annotations.EventDispatcher.Mode;

/**
 * Broadcast: every observer of an event (or of a supertype of it) runs, highest priority first. A
 * failing observer does not stop the others; its exception is rethrown after them.
 */
@EventDispatcher(mode = Mode.BROADCAST, failure = Failure.RUN_ALL_THEN_THROW)
public interface Observers extends Dispatcher<OrderEvent> {}
