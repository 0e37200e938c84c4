package dev.switchboard.samples.interceptors;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** Times every handler call: {@code Timing} is the outermost interceptor of each route. */
@EventDispatcher(interceptors = Timing.class)
public interface OrderEvents extends Dispatcher<OrderEvent> {}
