package dev.switchboard.samples.multimodule.shop;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.samples.multimodule.orders.OrderEvent;

/**
 * The shop's dispatcher. The build generates {@code SwitchboardShopEvents}, routing the handlers of
 * this module and of every library index on the class path: here the orders library's.
 */
@EventDispatcher
public interface ShopEvents extends Dispatcher<OrderEvent> {}
