package dev.switchboard.spring.boot.clinic;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** A dispatcher of every object: it must not see Spring's own events. */
@EventDispatcher
public interface Everything extends Dispatcher<Object> {}
