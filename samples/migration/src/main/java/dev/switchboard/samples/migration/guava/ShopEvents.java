package dev.switchboard.samples.migration.guava;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/** Takes the place of {@code new EventBus()} plus {@code register(listener)}: wired at compile time. */
@EventDispatcher
public interface ShopEvents extends Dispatcher<ShopEvent> {}
