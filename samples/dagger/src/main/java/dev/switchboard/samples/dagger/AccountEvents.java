package dev.switchboard.samples.dagger;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Factory;

/**
 * The account service's dispatcher. Its handlers need a {@link Ledger} and a {@link Mailer}, so
 * there is no {@code create()}: Dagger calls the generated {@code @Inject} constructor of {@code
 * SwitchboardAccountEvents} with handlers it builds.
 */
@EventDispatcher(factory = Factory.NONE)
public interface AccountEvents extends Dispatcher<AccountEvent> {}
