package dev.switchboard.spring.boot.twice;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** The other dispatcher of {@link Restocked}, routing the same handlers as {@link Stock}. */
@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)
public interface Warehouse extends Dispatcher<Restocked> {}
