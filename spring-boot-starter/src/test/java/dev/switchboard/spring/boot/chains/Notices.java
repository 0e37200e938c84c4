package dev.switchboard.spring.boot.chains;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * A dispatcher with an interceptor of its own around the handlers' bindings, and the starter's
 * default binding innermost: its generated constructor takes the handlers, then one instance of
 * each interceptor class. Its route report is moved to
 * {@code chains/META-INF/switchboard/} when the tests are compiled, so only the contexts given that
 * folder see it.
 */
@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST, interceptors = Counting.class)
public interface Notices extends Dispatcher<Notice> {}
