package dev.switchboard.samples.kafka;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.TopicPartition;

/**
 * One Kafka consumer of the order topic: polls, reads each record's JSON event, routes it, and
 * commits a partition's offsets only after every record before them was dispatched (or
 * dead-lettered). At least once: a record whose dispatch returned but whose offset was not yet
 * committed when the process died is delivered again, so handlers must tolerate seeing it twice.
 *
 * <p>Per record: a value that is no event goes to the dead-letter topic; an event no handler takes
 * reaches the dispatcher's dead letters ({@link UnhandledEvent}) and goes there too; a handler that
 * throws a {@code RuntimeException} is retried in place, {@code maxAttempts} times in all, then the
 * record is dead-lettered. Retrying in place holds the partition back, which is what keeps its order.
 * An {@code Error} (or a dead letter the broker would not take) stops the consumer: the records before
 * it are committed, it and those after it are not, so the next consumer of the partition starts there.
 *
 * <p>With {@code partitionThreads > 1} the partitions of one poll are delivered at once, each by one
 * thread, in offset order; the next poll waits for all of them, so the consumer's own thread alone
 * touches the {@code KafkaConsumer}, and a rebalance (which happens inside {@code poll}) never finds a
 * record in flight. The dispatcher is shared by those threads: generated dispatchers are.
 */
public final class OrderEventConsumer implements Runnable, AutoCloseable {
  /** The step this consumer exists for: hand an event to its handler. */
  @FunctionalInterface
  public interface Router {
    void route(OrderEvent event);
  }

  private static final AtomicInteger POOLS = new AtomicInteger();

  private final ConsumerSettings settings;
  private final Router router;
  private final DeadLetterTopic deadLetters;
  private volatile boolean closing;

  public OrderEventConsumer(ConsumerSettings settings, Router router, DeadLetterTopic deadLetters) {
    this.settings = settings;
    this.router = router;
    this.deadLetters = deadLetters;
  }

  /**
   * Consumes until {@link #close()}; ends early, rethrowing it, at a failure that stops the consumer.
   * Call it on the thread that is to own the consumer.
   */
  @Override
  public void run() {
    ExecutorService partitionThreads = settings.partitionThreads() == 1 ? null : newPartitionThreads();
    try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(settings.consumerProperties())) {
      consumer.subscribe(List.of(settings.topic()));
      while (!closing) {
        ConsumerRecords<String, byte[]> records = consumer.poll(settings.pollTimeout());
        if (!records.isEmpty()) {
          deliverAndCommit(consumer, records, partitionThreads);
        }
      }
    } finally {
      if (partitionThreads != null) {
        partitionThreads.shutdownNow();
      }
    }
  }

  /** Asks the consumer to stop after the records it is delivering; {@link #run()} then returns. */
  @Override
  public void close() {
    closing = true;
  }

  private void deliverAndCommit(KafkaConsumer<String, byte[]> consumer, ConsumerRecords<String, byte[]> records,
      ExecutorService partitionThreads) {
    List<Delivered> outcomes = new ArrayList<>();
    if (partitionThreads == null) {
      for (TopicPartition partition : records.partitions()) {
        Delivered outcome = deliverInOrder(partition, records.records(partition));
        outcomes.add(outcome);
        if (outcome.failure() != null) {
          break;
        }
      }
    } else {
      List<Future<Delivered>> running = new ArrayList<>();
      for (TopicPartition partition : records.partitions()) {
        List<ConsumerRecord<String, byte[]>> partitionRecords = records.records(partition);
        running.add(partitionThreads.submit(() -> deliverInOrder(partition, partitionRecords)));
      }
      for (Future<Delivered> outcome : running) {
        outcomes.add(await(outcome));
      }
    }
    Map<TopicPartition, OffsetAndMetadata> offsets = new HashMap<>();
    Throwable failure = null;
    for (Delivered outcome : outcomes) {
      if (outcome.next() != null) {
        offsets.put(outcome.partition(), outcome.next());
      }
      if (failure == null) {
        failure = outcome.failure();
      }
    }
    if (!offsets.isEmpty()) {
      consumer.commitSync(offsets);
    }
    if (failure != null) {
      throw stop(failure);
    }
  }

  /** Delivers one partition's records in offset order, stopping at a failure that stops the consumer. */
  private Delivered deliverInOrder(TopicPartition partition, List<ConsumerRecord<String, byte[]>> records) {
    OffsetAndMetadata next = null;
    for (ConsumerRecord<String, byte[]> record : records) {
      try {
        deliver(record);
      } catch (Throwable failure) {
        return new Delivered(partition, next, failure);
      }
      next = new OffsetAndMetadata(record.offset() + 1, record.leaderEpoch(), "");
    }
    return new Delivered(partition, next, null);
  }

  private void deliver(ConsumerRecord<String, byte[]> record) throws InterruptedException {
    OrderEvent event;
    try {
      event = OrderEventJson.read(record.value());
    } catch (RuntimeException unreadable) {
      deadLetters.publish(record, DeadLetterTopic.Reason.UNREADABLE, 0, unreadable);
      return;
    }
    for (int attempt = 1; ; attempt++) {
      try {
        router.route(event);
        return;
      } catch (UnhandledEvent unhandled) {
        deadLetters.publish(record, DeadLetterTopic.Reason.UNHANDLED, attempt, unhandled);
        return;
      } catch (RuntimeException failure) {
        if (attempt == settings.maxAttempts()) {
          deadLetters.publish(record, DeadLetterTopic.Reason.FAILED, attempt, failure);
          return;
        }
        Thread.sleep(settings.retryBackoff().toMillis());
      }
    }
  }

  private static Delivered await(Future<Delivered> outcome) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return outcome.get();
        } catch (InterruptedException e) {
          // The partition's thread still runs its record: wait for it, so what is committed is known.
          interrupted = true;
        } catch (ExecutionException e) {
          throw new IllegalStateException("deliverInOrder returns its failures", e.getCause());
        }
      }
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  private static RuntimeException stop(Throwable failure) {
    if (failure instanceof Error error) {
      throw error;
    }
    if (failure instanceof RuntimeException runtime) {
      return runtime;
    }
    return new KafkaException("Consumer stopped", failure);
  }

  private ExecutorService newPartitionThreads() {
    int pool = POOLS.incrementAndGet();
    AtomicInteger threads = new AtomicInteger();
    return Executors.newFixedThreadPool(settings.partitionThreads(), task -> {
      Thread thread = new Thread(task, "order-events-" + pool + "-partition-thread-" + threads.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
  }

  /** What one partition's delivery got to: the offset to commit (null: none) and why it stopped. */
  private record Delivered(TopicPartition partition, OffsetAndMetadata next, Throwable failure) {}
}
