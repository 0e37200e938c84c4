package dev.switchboard.samples.kafka;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * Publishes records the consumer gives up on: the original key, value and headers, unchanged, plus
 * headers that say why and where from. The send waits for the broker's acknowledgement, so the
 * consumer commits the original's offset only once its dead letter is stored.
 */
public final class DeadLetterTopic {
  /** Why the record is here: one of {@link Reason}'s names. */
  public static final String REASON = "dlt-reason";
  public static final String ORIGINAL_TOPIC = "dlt-original-topic";
  public static final String ORIGINAL_PARTITION = "dlt-original-partition";
  public static final String ORIGINAL_OFFSET = "dlt-original-offset";
  /** How many times the event was dispatched (0: it could not be read). */
  public static final String ATTEMPTS = "dlt-attempts";
  public static final String EXCEPTION_CLASS = "dlt-exception-class";
  public static final String EXCEPTION_MESSAGE = "dlt-exception-message";

  /** Why a record was dead-lettered. */
  public enum Reason {
    /** Its value is no JSON event this service knows (bad JSON, unknown type id). */
    UNREADABLE,
    /** The dispatcher has no handler for its event: it reached the dispatcher's dead letters. */
    UNHANDLED,
    /** Its handler threw on every attempt. */
    FAILED
  }

  private final Producer<String, byte[]> producer;
  private final String topic;

  public DeadLetterTopic(Producer<String, byte[]> producer, String topic) {
    this.producer = producer;
    this.topic = topic;
  }

  /** The topic dead letters go to. */
  public String topic() {
    return topic;
  }

  /**
   * Stores {@code record} on the dead-letter topic and waits until the broker has it.
   *
   * @throws KafkaException if it could not be stored; the consumer must then not commit the record
   */
  public void publish(ConsumerRecord<String, byte[]> record, Reason reason, int attempts, Throwable cause) {
    Headers headers = new RecordHeaders();
    for (Header header : record.headers()) {
      headers.add(header);
    }
    add(headers, REASON, reason.name());
    add(headers, ORIGINAL_TOPIC, record.topic());
    add(headers, ORIGINAL_PARTITION, Integer.toString(record.partition()));
    add(headers, ORIGINAL_OFFSET, Long.toString(record.offset()));
    add(headers, ATTEMPTS, Integer.toString(attempts));
    if (cause != null) {
      add(headers, EXCEPTION_CLASS, cause.getClass().getName());
      add(headers, EXCEPTION_MESSAGE, String.valueOf(cause.getMessage()));
    }
    try {
      producer.send(new ProducerRecord<>(topic, null, record.key(), record.value(), headers)).get();
    } catch (ExecutionException e) {
      throw new KafkaException("Could not dead-letter " + record.topic() + "-" + record.partition() + "@"
          + record.offset(), e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new KafkaException("Interrupted while dead-lettering", e);
    }
  }

  private static void add(Headers headers, String key, String value) {
    headers.add(key, value.getBytes(StandardCharsets.UTF_8));
  }
}
