package com.example.shop;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;

@Handles(OrderPlaced.class)
public final class ReserveStock implements Handler<OrderPlaced> {
  @Override
  public void handle(OrderPlaced event) {
    System.out.println("reserve " + event.quantity() + " x " + event.sku());
  }
}
