package com.example.shop;

public record OrderShipped(String orderId, String trackingNumber) implements OrderEvent {}
