package dev.switchboard.spring.boot.chains;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.micrometer.ObservationInterceptor;

/**
 * A dispatcher with interceptors of its own around the handlers' bindings: its generated constructor
 * takes the handlers, then one instance of each interceptor class. Its route report is moved to
 * {@code chains/META-INF/switchboard/} when the tests are compiled, so only the contexts given that
 * folder see it.
 */
@EventDispatcher(
    mode = EventDispatcher.Mode.BROADCAST,
    interceptors = {ObservationInterceptor.class, Counting.class})
public interface Notices extends Dispatcher<Notice> {}
