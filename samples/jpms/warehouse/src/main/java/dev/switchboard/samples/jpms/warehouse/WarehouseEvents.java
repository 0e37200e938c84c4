package dev.switchboard.samples.jpms.warehouse;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.samples.jpms.inventory.InventoryIndex;
import dev.switchboard.samples.jpms.inventory.StockEvent;

/**
 * The warehouse's dispatcher: the inventory module's handlers, listed explicitly, and its own. The
 * build generates {@code SwitchboardWarehouseEvents}.
 */
@EventDispatcher(include = InventoryIndex.class)
public interface WarehouseEvents extends Dispatcher<StockEvent> {}
