package com.example.shop;

public final class Main {
  public static void main(String[] args) {
    OrderEvents events = SwitchboardOrderEvents.create();

    events.dispatch(new OrderPlaced("A-1", "kettle", 2));
    events.dispatch(new OrderShipped("A-1", "TRK-7"));
    events.dispatch(new OrderCancelled("A-2"));
  }
}
