package dev.switchboard.samples.kafka;

import dev.switchboard.Dispatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;

/**
 * The order service: {@code consumers} Kafka consumers in one group, each on its own thread, all
 * routing through one generated dispatcher (it is immutable and safe to share) and dead-lettering
 * through one producer (Kafka's producer is thread-safe too). Scale out by running more consumers
 * here or more instances of the service, up to one consumer per partition.
 */
public final class OrderService implements AutoCloseable {
  private final Producer<String, byte[]> deadLetterProducer;
  private final List<OrderEventConsumer> consumers = new ArrayList<>();
  private final List<CompletableFuture<Void>> runs = new ArrayList<>();
  private final CompletableFuture<Void> stopped = new CompletableFuture<>();

  /**
   * A service whose consumers route through {@code events}: usually {@link #routing}, whose dead
   * letters throw {@link UnhandledEvent}, so that the consumers dead-letter unhandled records.
   */
  public OrderService(ConsumerSettings settings, int consumers, Dispatcher<OrderEvent> events) {
    this.deadLetterProducer = new KafkaProducer<>(settings.producerProperties());
    DeadLetterTopic deadLetters = new DeadLetterTopic(deadLetterProducer, settings.deadLetterTopic());
    for (int i = 0; i < consumers; i++) {
      this.consumers.add(new OrderEventConsumer(settings, events::dispatch, deadLetters));
    }
  }

  /** The generated dispatcher over the service's handlers, handing unhandled events to the consumer. */
  public static OrderEvents routing(CustomerNotifications notifications, OrderProjection projection) {
    return new SwitchboardOrderEvents(notifications, projection).withDeadLetters(UnhandledEvent::raise);
  }

  /** Starts every consumer on a thread of its own. */
  public OrderService start() {
    for (int i = 0; i < consumers.size(); i++) {
      CompletableFuture<Void> run = new CompletableFuture<>();
      OrderEventConsumer consumer = consumers.get(i);
      Thread thread = new Thread(() -> {
        try {
          consumer.run();
          run.complete(null);
        } catch (Throwable failure) {
          run.completeExceptionally(failure);
        }
      }, "order-events-consumer-" + i);
      thread.start();
      runs.add(run);
      run.whenComplete((ignored, failure) -> {
        if (failure != null) {
          stopped.completeExceptionally(failure);
        }
      });
    }
    CompletableFuture.allOf(runs.toArray(CompletableFuture[]::new)).thenRun(() -> stopped.complete(null));
    return this;
  }

  /**
   * Fails as soon as a failure stops one consumer; completes when all have stopped after
   * {@link #close()}. The others go on, and the group hands them the stopped consumer's partitions,
   * each from its first uncommitted record.
   */
  public CompletableFuture<Void> stopped() {
    return stopped;
  }

  /** Stops the consumers after the records they are delivering, then closes the producer. */
  @Override
  public void close() {
    consumers.forEach(OrderEventConsumer::close);
    for (CompletableFuture<Void> run : runs) {
      try {
        run.join();
      } catch (RuntimeException alreadyReported) {
        // stopped() reports it; closing goes on.
      }
    }
    deadLetterProducer.close();
  }

  /**
   * Runs the service against a broker until the JVM stops:
   * {@code OrderService [bootstrap servers] [topic] [consumers]}, by default
   * {@code localhost:9092 orders 2}. Mail goes to standard output.
   */
  public static void main(String[] args) {
    String bootstrapServers = args.length > 0 ? args[0] : "localhost:9092";
    String topic = args.length > 1 ? args[1] : "orders";
    int consumers = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    OrderProjection projection = new OrderProjection();
    CustomerNotifications notifications =
        new CustomerNotifications((orderId, text) -> System.out.println("mail " + orderId + ": " + text));
    OrderService service = new OrderService(ConsumerSettings.of(bootstrapServers, topic, "order-service"),
        consumers, routing(notifications, projection)).start();
    Runtime.getRuntime().addShutdownHook(new Thread(service::close));
    service.stopped().join();
  }
}
