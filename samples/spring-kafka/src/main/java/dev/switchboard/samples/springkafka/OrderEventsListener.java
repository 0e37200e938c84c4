package dev.switchboard.samples.springkafka;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

/**
 * The service's one listener method: Spring Kafka reads each record's JSON into an
 * {@link OrderEvent} and the generated dispatcher calls the handler method of its type, where a
 * listener class would have one {@code @KafkaHandler} method per type. A handler's exception
 * reaches the container's error handler ({@link KafkaErrorHandling}) unchanged.
 */
@Component
public class OrderEventsListener {
  private final OrderEvents events;

  public OrderEventsListener(OrderEvents events) {
    this.events = events.withDeadLetters(UnhandledEvent::raise);
  }

  @KafkaListener(topics = "orders")
  public void on(OrderEvent event) {
    events.dispatch(event);
  }
}
