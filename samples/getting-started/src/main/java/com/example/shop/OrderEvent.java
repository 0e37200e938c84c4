package com.example.shop;

public interface OrderEvent {
  String orderId();
}
