package com.example.shop;

import dev.switchboard.annotations.Handles;

public final class CustomerMail {
  @Handles
  public void on(OrderShipped event) {
    System.out.println("mail: " + event.orderId() + " is on its way, " + event.trackingNumber());
  }

  @Handles
  public void on(OrderCancelled event) {
    System.out.println("mail: " + event.orderId() + " is cancelled");
  }
}
