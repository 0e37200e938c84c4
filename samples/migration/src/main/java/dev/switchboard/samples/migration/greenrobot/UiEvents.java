package dev.switchboard.samples.migration.greenrobot;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

/**
 * Takes the place of {@code EventBus.getDefault()} and of greenrobot's generated subscriber index:
 * the processor builds the index and the bus in one class, {@code SwitchboardUiEvents}.
 */
@EventDispatcher
public interface UiEvents extends Dispatcher<UiEvent> {}
