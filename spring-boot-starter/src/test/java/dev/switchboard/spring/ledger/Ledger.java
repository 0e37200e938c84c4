package dev.switchboard.spring.ledger;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * The transaction tests' dispatcher, generated with each handler's chain from its binding
 * annotations. Its route report is moved to {@code ledger/META-INF/switchboard/} when the tests are
 * compiled, so only the contexts given that folder see it.
 */
@EventDispatcher(mode = EventDispatcher.Mode.BROADCAST)
public interface Ledger extends Dispatcher<Entry> {}
