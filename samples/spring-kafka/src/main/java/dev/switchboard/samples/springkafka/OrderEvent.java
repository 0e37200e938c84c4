package dev.switchboard.samples.springkafka;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Everything that happens to an order, as it travels on the {@code orders} topic: JSON with its type
 * in a {@code "type"} property, {@code {"type":"OrderPlaced","orderId":"A-1","sku":"kettle","quantity":2}}.
 * Spring Kafka's JSON message converter reads it into the record the type id names; the dispatcher
 * then routes it by its class.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = OrderPlaced.class, name = "OrderPlaced"),
  @JsonSubTypes.Type(value = PaymentReceived.class, name = "PaymentReceived"),
  @JsonSubTypes.Type(value = OrderShipped.class, name = "OrderShipped"),
  @JsonSubTypes.Type(value = OrderViewed.class, name = "OrderViewed")
})
public sealed interface OrderEvent permits OrderPlaced, PaymentReceived, OrderShipped, OrderViewed {
  /** The record key: every event of one order goes to one partition, so they stay in order. */
  String orderId();
}
