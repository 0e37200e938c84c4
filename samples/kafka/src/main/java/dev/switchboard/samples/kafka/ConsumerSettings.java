package dev.switchboard.samples.kafka;

import java.time.Duration;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Where the service reads and how it delivers.
 *
 * @param maxAttempts how many times a handler may run one event before it is dead-lettered
 * @param retryBackoff the pause between two attempts; the partition waits meanwhile, keeping its order
 * @param pollTimeout how long one poll waits for records, and so how soon a consumer sees it was closed
 * @param partitionThreads how many partitions of one poll a consumer delivers at once (1: all on its
 *     own thread)
 */
public record ConsumerSettings(String bootstrapServers, String topic, String groupId, String deadLetterTopic,
    int maxAttempts, Duration retryBackoff, Duration pollTimeout, int partitionThreads) {

  public ConsumerSettings {
    if (maxAttempts < 1 || partitionThreads < 1) {
      throw new IllegalArgumentException("maxAttempts and partitionThreads must be at least 1");
    }
  }

  /** Three attempts 100 ms apart, polls of half a second, one thread per consumer. */
  public static ConsumerSettings of(String bootstrapServers, String topic, String groupId) {
    return new ConsumerSettings(bootstrapServers, topic, groupId, topic + ".dlt", 3, Duration.ofMillis(100),
        Duration.ofMillis(500), 1);
  }

  public ConsumerSettings withDeadLetterTopic(String deadLetterTopic) {
    return new ConsumerSettings(bootstrapServers, topic, groupId, deadLetterTopic, maxAttempts, retryBackoff,
        pollTimeout, partitionThreads);
  }

  public ConsumerSettings withRetries(int maxAttempts, Duration retryBackoff) {
    return new ConsumerSettings(bootstrapServers, topic, groupId, deadLetterTopic, maxAttempts, retryBackoff,
        pollTimeout, partitionThreads);
  }

  public ConsumerSettings withPollTimeout(Duration pollTimeout) {
    return new ConsumerSettings(bootstrapServers, topic, groupId, deadLetterTopic, maxAttempts, retryBackoff,
        pollTimeout, partitionThreads);
  }

  public ConsumerSettings withPartitionThreads(int partitionThreads) {
    return new ConsumerSettings(bootstrapServers, topic, groupId, deadLetterTopic, maxAttempts, retryBackoff,
        pollTimeout, partitionThreads);
  }

  /** The consumer's configuration: no auto-commit (the loop commits after dispatch), earliest offset. */
  public Properties consumerProperties() {
    Properties properties = new Properties();
    properties.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    properties.put(ConsumerConfig.GROUP_ID_CONFIG, groupId);
    properties.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
    properties.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
    properties.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    // Bytes, not a JSON deserializer: a record that is no event must reach the loop, which
    // dead-letters it, instead of failing inside poll() and stopping the partition.
    properties.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
    return properties;
  }

  /** The dead-letter producer's configuration: every replica acknowledges, no duplicates on retry. */
  public Properties producerProperties() {
    Properties properties = new Properties();
    properties.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    properties.put(ProducerConfig.ACKS_CONFIG, "all");
    properties.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
    properties.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    properties.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
    return properties;
  }
}
