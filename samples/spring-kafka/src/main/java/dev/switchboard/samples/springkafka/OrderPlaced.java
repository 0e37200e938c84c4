package dev.switchboard.samples.springkafka;

/** A customer ordered {@code quantity} units of {@code sku}. */
public record OrderPlaced(String orderId, String sku, int quantity) implements OrderEvent {}
