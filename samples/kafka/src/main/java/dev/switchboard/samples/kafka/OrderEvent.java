package dev.switchboard.samples.kafka;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Everything that happens to an order, as it travels on the topic: JSON with its type in a
 * {@code "type"} property, {@code {"type":"OrderPlaced","orderId":"A-1","sku":"kettle","quantity":2}}.
 * Jackson reads the type id and builds the record; the dispatcher then routes it by its class. A type
 * id Jackson does not know (an event a newer producer added) cannot be read, and goes to the
 * dead-letter topic as such.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
  @JsonSubTypes.Type(value = OrderPlaced.class, name = "OrderPlaced"),
  @JsonSubTypes.Type(value = PaymentReceived.class, name = "PaymentReceived"),
  @JsonSubTypes.Type(value = OrderShipped.class, name = "OrderShipped"),
  @JsonSubTypes.Type(value = OrderCancelled.class, name = "OrderCancelled"),
  @JsonSubTypes.Type(value = DeliveryDelayed.class, name = "DeliveryDelayed"),
  @JsonSubTypes.Type(value = PaymentFailed.class, name = "PaymentFailed"),
  @JsonSubTypes.Type(value = OrderViewed.class, name = "OrderViewed")
})
public sealed interface OrderEvent
    permits OrderPlaced, PaymentReceived, OrderShipped, OrderCancelled, DeliveryDelayed, PaymentFailed,
        OrderViewed {
  /** The record key: every event of one order goes to one partition, so they stay in order. */
  String orderId();
}
