package dev.switchboard.samples.migration.switchboard;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.EventDispatcher.Failure;
import dev.switchboard.annotations.EventDispatcher.Mode;
import dev.switchboard.samples.migration.shop.ShopEvent;

/**
 * Takes the place of {@code new EventBus()} and its {@code register} calls, wired at compile time.
 * Broadcast, as Guava: every handler of the event's class and of its supertypes runs, so {@link
 * AuditTrail#onOrder} sees every order event beside the specific handlers. {@code
 * RUN_ALL_THEN_THROW}, as Guava: the other handlers still run when one throws.
 */
@EventDispatcher(mode = Mode.BROADCAST, failure = Failure.RUN_ALL_THEN_THROW)
public interface ShopEvents extends Dispatcher<ShopEvent> {}
