package com.example.shop;

public record OrderPlaced(String orderId, String sku, int quantity) implements OrderEvent {}
