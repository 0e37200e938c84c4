package com.example.shop;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;

@EventDispatcher
public interface OrderEvents extends Dispatcher<OrderEvent> {}
