package dev.switchboard.samples.semantics;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * Exclusive: each command has exactly one handler (a second is a compile error), and every
 * permitted {@link Command} needs one, except {@link CancelOrder}, which is deliberately unhandled.
 */
@EventDispatcher(exhaustive = Command.class, ignore = CancelOrder.class)
public interface Commands extends Dispatcher<Command> {}
