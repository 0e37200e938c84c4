package dev.switchboard.samples.springkafka;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.listener.RetryListener;
import org.springframework.stereotype.Component;

/**
 * Hears every failed delivery and every dead letter from the error handler: where a service counts
 * retries and dead letters for its monitoring. Kept by record (topic, partition, offset).
 */
@Component
public class DeliveryFailures implements RetryListener {
  private static final Logger log = LoggerFactory.getLogger(DeliveryFailures.class);

  private final Map<String, Integer> failedDeliveries = new ConcurrentHashMap<>();
  private final Set<String> deadLettered = ConcurrentHashMap.newKeySet();

  @Override
  public void failedDelivery(ConsumerRecord<?, ?> record, Exception failure, int deliveryAttempt) {
    failedDeliveries.put(where(record.topic(), record.partition(), record.offset()), deliveryAttempt);
    // The container wraps what the listener threw; its cause is the handler's exception.
    Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
    log.warn("delivery {} of {}-{}@{} failed: {}", deliveryAttempt, record.topic(), record.partition(),
        record.offset(), cause.toString());
  }

  @Override
  public void recovered(ConsumerRecord<?, ?> record, Exception failure) {
    deadLettered.add(where(record.topic(), record.partition(), record.offset()));
  }

  /** How many deliveries of the record failed: 0 if its first succeeded. */
  public int failedDeliveries(String topic, int partition, long offset) {
    return failedDeliveries.getOrDefault(where(topic, partition, offset), 0);
  }

  /** Whether the record was published to the dead-letter topic. */
  public boolean deadLettered(String topic, int partition, long offset) {
    return deadLettered.contains(where(topic, partition, offset));
  }

  private static String where(String topic, int partition, long offset) {
    return topic + "-" + partition + "@" + offset;
  }
}
