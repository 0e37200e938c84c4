package dev.switchboard.spring.boot.twice;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * One of two dispatchers of {@link Restocked} with the same handlers. Its route report is moved to
 * {@code twice/META-INF/switchboard/} when the tests are compiled, so only the contexts given that
 * folder see it.
 */
@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)
public interface Stock extends Dispatcher<Restocked> {}
