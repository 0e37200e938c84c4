package dev.switchboard.samples.migration.broadcast;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Mode;

/** Every matching handler runs, as with an event bus; docs/migration.md explains in which order. */
@EventDispatcher(mode = Mode.BROADCAST)
public interface OrderObservers extends Dispatcher<OrderEvent> {}
