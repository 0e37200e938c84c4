package dev.switchboard.samples.kafka;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;

/**
 * Records per second consumed and dispatched end to end, by one consumer thread, from a broker in
 * this JVM, with the generated dispatcher and with an {@code instanceof} chain: the same topic and
 * events for both, in alternating order, each run in a consumer group of its own. Also the share of
 * the consumer thread's CPU time spent inside the routing call (routing plus the handler methods).
 * A benchmark run by hand, not a test:
 *
 * <pre>
 * mvn -B -q -pl samples/kafka test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=dev.switchboard.samples.kafka.RoutingThroughput -Dexec.args="500000 3"
 * </pre>
 *
 * <p>Arguments: records (default 500,000), rounds (default 3).
 */
public final class RoutingThroughput {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final int ORDERS = 10_000;
  private static final String TOPIC = "orders";

  private RoutingThroughput() {}

  public static void main(String[] args) throws Exception {
    int records = args.length > 0 ? Integer.parseInt(args[0]) : 500_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    System.out.printf("%s %s, %d processors, load average %.2f%n", System.getProperty("java.vm.name"),
        System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    try (Broker broker = Broker.start()) {
      broker.createTopic(TOPIC, 3);
      broker.createTopic(TOPIC + ".dlt", 1);
      publish(broker, records);
      System.out.printf("%d records on %s (3 partitions), %d orders%n", records, TOPIC, ORDERS);
      System.out.printf("%-11s %5s %12s %10s %14s %16s%n", "routing", "round", "records/s", "CPU s", "CPU in route",
          "route ns/record");
      Map<String, List<Run>> runs = new TreeMap<>();
      for (int round = 1; round <= rounds; round++) {
        boolean switchboardFirst = round % 2 == 1;
        for (String routing : switchboardFirst
            ? List.of("switchboard", "instanceof") : List.of("instanceof", "switchboard")) {
          Run run = consume(broker, routing, round, records);
          runs.computeIfAbsent(routing, r -> new ArrayList<>()).add(run);
          System.out.printf("%-11s %5d %,12.0f %10.2f %13.1f%% %16.0f%n", routing, round, run.recordsPerSecond(),
              run.cpuNanos / 1e9, run.routeShare(), run.routeNanosPerRecord());
        }
      }
      for (Map.Entry<String, List<Run>> routing : runs.entrySet()) {
        System.out.printf("%-11s median %,12.0f records/s, %.1f%% of CPU in route, %.0f ns/record in route%n",
            routing.getKey(), median(routing.getValue(), Run::recordsPerSecond),
            median(routing.getValue(), Run::routeShare), median(routing.getValue(), Run::routeNanosPerRecord));
      }
      System.out.printf("load average %.2f%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
  }

  private static double median(List<Run> runs, ToDoubleFunction<Run> value) {
    double[] values = runs.stream().mapToDouble(value).sorted().toArray();
    int middle = values.length / 2;
    return values.length % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  }

  /** Six events per order, every type a handler takes, the orders interleaved. */
  private static void publish(Broker broker, int records) throws Exception {
    List<ProducerRecord<String, byte[]>> batch = new ArrayList<>();
    for (int i = 0; i < records; i++) {
      int order = i % ORDERS;
      String id = "B-" + order;
      OrderEvent event = switch ((i / ORDERS) % 6) {
        case 0 -> new OrderPlaced(id, "kettle", 1 + order % 5);
        case 1 -> new PaymentReceived(id, 1_000 + order);
        case 2 -> new DeliveryDelayed(id, 1 + order % 7);
        case 3 -> new PaymentFailed(id, "card declined");
        case 4 -> new OrderShipped(id, "TRK-" + order);
        default -> new OrderCancelled(id, "returned");
      };
      batch.add(new ProducerRecord<>(TOPIC, id, OrderEventJson.write(event)));
      if (batch.size() == 10_000) {
        broker.publishRecords(batch);
        batch.clear();
      }
    }
    broker.publishRecords(batch);
  }

  private static Run consume(Broker broker, String routing, int round, int records) throws Exception {
    OrderProjection projection = new OrderProjection();
    AtomicLong mails = new AtomicLong();
    CustomerNotifications notifications = new CustomerNotifications((orderId, text) -> mails.incrementAndGet());
    OrderEventConsumer.Router router = routing.equals("switchboard")
        ? OrderService.routing(notifications, projection)::dispatch
        : new InstanceofRouter(notifications, projection);
    ConsumerSettings settings = ConsumerSettings.of(broker.bootstrapServers(), TOPIC, routing + "-" + round)
        .withPollTimeout(Duration.ofMillis(100));
    Run run = new Run(router, records);
    try (KafkaProducer<String, byte[]> deadLetterProducer = new KafkaProducer<>(settings.producerProperties())) {
      OrderEventConsumer consumer = new OrderEventConsumer(settings, run,
          new DeadLetterTopic(deadLetterProducer, settings.deadLetterTopic()));
      run.consumer = consumer;
      Thread thread = new Thread(consumer, "consumer-" + routing + "-" + round);
      thread.start();
      thread.join();
    }
    if (run.count != records || projection.size() != ORDERS || mails.get() == 0) {
      throw new IllegalStateException(routing + ": dispatched " + run.count + " of " + records);
    }
    return run;
  }

  /**
   * Wraps the router on the consumer thread: counts records, adds up the time inside it, and reads
   * the thread's CPU time at the first record and the last (so group join and start-up are left out),
   * then closes the consumer.
   */
  private static final class Run implements OrderEventConsumer.Router {
    private final OrderEventConsumer.Router router;
    private final int records;
    OrderEventConsumer consumer;
    int count;
    long routeNanos;
    long firstNanos;
    long lastNanos;
    long cpuNanos;
    private long firstCpu;

    Run(OrderEventConsumer.Router router, int records) {
      this.router = router;
      this.records = records;
    }

    @Override
    public void route(OrderEvent event) {
      long start = System.nanoTime();
      router.route(event);
      long end = System.nanoTime();
      routeNanos += end - start;
      count++;
      if (count == 1) {
        firstNanos = start;
        firstCpu = THREADS.getCurrentThreadCpuTime();
      } else if (count == records) {
        lastNanos = end;
        cpuNanos = THREADS.getCurrentThreadCpuTime() - firstCpu;
        consumer.close();
      }
    }

    double recordsPerSecond() {
      return (records - 1) / ((lastNanos - firstNanos) / 1e9);
    }

    double routeNanosPerRecord() {
      return (double) routeNanos / records;
    }

    double routeShare() {
      return 100.0 * routeNanos / cpuNanos;
    }
  }
}
