package com.example.shop;

public record OrderCancelled(String orderId) implements OrderEvent {}
