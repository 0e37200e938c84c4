package dev.switchboard.samples.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.testing.RecordingDispatcher;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;

/**
 * The service's delivery guarantees, each against a real broker (one for the class, each test on
 * topics and a consumer group of its own): what is committed when, where records that cannot be
 * handled go, what a restart delivers, and in which order.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DeliverySemanticsTest {
  private static Broker broker;

  private final OrderProjection projection = new OrderProjection();
  private final ScriptedMailer mailer = new ScriptedMailer();
  private String topic;
  private ConsumerSettings settings;

  @BeforeAll
  static void startBroker() throws Exception {
    broker = Broker.start();
  }

  @AfterAll
  static void stopBroker() throws Exception {
    if (broker != null) {
      broker.close();
    }
  }

  private void topics(TestInfo test, int partitions) throws Exception {
    topic = test.getTestMethod().orElseThrow().getName();
    settings = ConsumerSettings.of(broker.bootstrapServers(), topic, topic + "-service")
        .withRetries(3, Duration.ofMillis(10))
        .withPollTimeout(Duration.ofMillis(50));
    broker.createTopic(topic, partitions);
    broker.createTopic(settings.deadLetterTopic(), 1);
  }

  private RecordingDispatcher<OrderEvent> recording() {
    return RecordingDispatcher.recording(OrderService.routing(new CustomerNotifications(mailer), projection));
  }

  private TopicPartition partition(int partition) {
    return new TopicPartition(topic, partition);
  }

  @Test
  void offsetsAreCommittedOnlyAfterTheDispatchReturned(TestInfo test) throws Exception {
    topics(test, 1);
    broker.publish(topic, List.of(
        new OrderPlaced("C-1", "kettle", 1),
        new DeliveryDelayed("C-1", 2),
        new OrderPlaced("C-2", "grinder", 1)));
    ScriptedMailer.Gate gate = mailer.holding("C-1");

    try (OrderService service = new OrderService(settings, 1, recording())) {
      service.start();
      gate.awaitEntered();
      // The handler of offset 1 is running: nothing at or past it may be committed yet.
      long committedWhileDispatching = broker.committed(settings.groupId(), partition(0));
      gate.release();
      broker.awaitCommitted(settings.groupId(), partition(0), 3);

      assertTrue(committedWhileDispatching <= 1,
          "committed " + committedWhileDispatching + " while offset 1 was being dispatched");
      assertEquals(List.of("Your order C-1 arrives 2 days late"), mailer.sent());
      assertEquals(OrderView.Status.PLACED, projection.order("C-2").orElseThrow().status());
    }
  }

  @Test
  void unhandledAndUnreadableRecordsGoToTheDeadLetterTopicWithTheirHeaders(TestInfo test) throws Exception {
    topics(test, 1);
    RecordingDispatcher<OrderEvent> events = recording();
    OrderViewed viewed = new OrderViewed("D-1");
    byte[] unknownType = "{\"type\":\"GiftWrapped\",\"orderId\":\"D-1\"}".getBytes(StandardCharsets.UTF_8);
    broker.publishRecords(List.of(
        record("D-1", new OrderPlaced("D-1", "kettle", 1)),
        new ProducerRecord<>(topic, null, "D-1", OrderEventJson.write(viewed),
            List.of(header("trace-id", "t-41"), header("source", "web"))),
        new ProducerRecord<>(topic, null, "D-1", unknownType, List.of(header("trace-id", "t-42"))),
        record("D-1", new OrderCancelled("D-1", "changed my mind"))));

    try (OrderService service = new OrderService(settings, 1, events)) {
      service.start();
      broker.awaitCommitted(settings.groupId(), partition(0), 4);
    }
    List<ConsumerRecord<String, byte[]>> deadLetters = broker.readAll(settings.deadLetterTopic());
    assertEquals(2, deadLetters.size());

    ConsumerRecord<String, byte[]> unhandled = deadLetters.get(0);
    assertEquals("D-1", unhandled.key());
    assertArrayEquals(OrderEventJson.write(viewed), unhandled.value());
    assertEquals(List.of("trace-id=t-41", "source=web", "dlt-reason=UNHANDLED", "dlt-original-topic=" + topic,
            "dlt-original-partition=0", "dlt-original-offset=1", "dlt-attempts=1",
            "dlt-exception-class=" + UnhandledEvent.class.getName(),
            "dlt-exception-message=No handler for OrderViewed"),
        headers(unhandled));
    assertTrue(events.events().contains(viewed), "OrderViewed reached the dispatcher, and its dead letters");

    ConsumerRecord<String, byte[]> unreadable = deadLetters.get(1);
    assertArrayEquals(unknownType, unreadable.value());
    List<String> unreadableHeaders = headers(unreadable);
    assertEquals(List.of("trace-id=t-42", "dlt-reason=UNREADABLE", "dlt-original-topic=" + topic,
        "dlt-original-partition=0", "dlt-original-offset=2", "dlt-attempts=0"), unreadableHeaders.subList(0, 6));

    // The records around them were handled, in order.
    assertEquals(OrderView.Status.CANCELLED, projection.order("D-1").orElseThrow().status());
  }

  @Test
  void aFailingHandlerIsRetriedThenDeadLetteredAndItsPartitionKeepsItsOrder(TestInfo test) throws Exception {
    topics(test, 1);
    mailer.failing("F-2", Integer.MAX_VALUE).failing("F-4", 2);
    List<OrderEvent> published = List.of(
        new OrderPlaced("F-1", "kettle", 1),
        new DeliveryDelayed("F-1", 1),
        new PaymentFailed("F-2", "card declined"),
        new PaymentReceived("F-1", 2_590),
        new DeliveryDelayed("F-4", 3),
        new OrderShipped("F-1", "TRK-1"));
    broker.publish(topic, published);
    RecordingDispatcher<OrderEvent> events = recording();

    try (OrderService service = new OrderService(settings, 1, events)) {
      service.start();
      broker.awaitCommitted(settings.groupId(), partition(0), 6);
    }

    // Three attempts of F-2's event (then it is dead-lettered), three of F-4's (the third
    // succeeds), and nothing after either runs before they are done.
    OrderEvent f2 = published.get(2);
    OrderEvent f4 = published.get(4);
    assertEquals(List.of(published.get(0), published.get(1), f2, f2, f2, published.get(3), f4, f4, f4,
        published.get(5)), events.events());
    List<ConsumerRecord<String, byte[]>> deadLetters = broker.readAll(settings.deadLetterTopic());
    assertEquals(1, deadLetters.size());
    ConsumerRecord<String, byte[]> deadLetter = deadLetters.get(0);
    assertEquals(List.of("dlt-reason=FAILED", "dlt-original-topic=" + topic, "dlt-original-partition=0",
        "dlt-original-offset=2", "dlt-attempts=3", "dlt-exception-class=java.lang.IllegalStateException",
        "dlt-exception-message=Gateway unavailable for F-2"), headers(deadLetter));
    assertEquals(List.of("Your order F-1 arrives 1 days late", "Your order F-4 arrives 3 days late"), mailer.sent());
    assertEquals(OrderView.Status.SHIPPED, projection.order("F-1").orElseThrow().status());
  }

  @Test
  void aRestartedConsumerReceivesExactlyTheRecordsItsPredecessorDidNotCommit(TestInfo test) throws Exception {
    topics(test, 1);
    mailer.crashingOnce("R-3");
    List<OrderEvent> published = new ArrayList<>();
    for (int i = 1; i <= 8; i++) {
      published.add(i == 4 ? new DeliveryDelayed("R-3", 1) : new OrderPlaced("R-" + i, "kettle", i));
    }
    broker.publish(topic, published);

    RecordingDispatcher<OrderEvent> first = recording();
    try (OrderService service = new OrderService(settings, 1, first)) {
      service.start();
      CompletionException stopped = assertThrows(CompletionException.class, () -> service.stopped().join());
      assertInstanceOf(ScriptedMailer.GatewayCrashed.class, stopped.getCause());
    }
    // Offsets 0-2 were dispatched and committed; offset 3 stopped the consumer, uncommitted.
    assertEquals(published.subList(0, 4), first.events());
    assertEquals(3, broker.committed(settings.groupId(), partition(0)));

    RecordingDispatcher<OrderEvent> second = recording();
    try (OrderService service = new OrderService(settings, 1, second)) {
      service.start();
      broker.awaitCommitted(settings.groupId(), partition(0), 8);
    }
    assertEquals(published.subList(3, 8), second.events());
  }

  @Test
  void recordsOfOnePartitionAreDispatchedInOrderWhilePartitionsRunInParallel(TestInfo test) throws Exception {
    topics(test, 4);
    List<OrderEvent> published = new ArrayList<>();
    for (int order = 0; order < 100; order++) {
      String id = "P-" + order;
      published.add(new OrderPlaced(id, "kettle", 1));
      published.add(new PaymentReceived(id, 1_000 + order));
      published.add(new DeliveryDelayed(id, 1 + order));
      published.add(new OrderShipped(id, "TRK-" + order));
    }
    List<RecordMetadata> stored = broker.publish(topic, published);
    Map<OrderEvent, RecordMetadata> where = new HashMap<>();
    Map<Integer, Long> ends = new HashMap<>();
    for (int i = 0; i < published.size(); i++) {
      where.put(published.get(i), stored.get(i));
      ends.merge(stored.get(i).partition(), stored.get(i).offset() + 1, Math::max);
    }
    RecordingDispatcher<OrderEvent> events = recording();

    // Two consumers of two partition threads each: the four partitions are dispatched at once.
    try (OrderService service = new OrderService(settings.withPartitionThreads(2), 2, events)) {
      service.start();
      for (Map.Entry<Integer, Long> end : ends.entrySet()) {
        broker.awaitCommitted(settings.groupId(), partition(end.getKey()), end.getValue());
      }
    }

    Map<Integer, List<Long>> dispatchedOffsets = new HashMap<>();
    for (Object event : events.events()) {
      RecordMetadata metadata = where.get(event);
      assertNotNull(metadata, () -> "not published: " + event);
      dispatchedOffsets.computeIfAbsent(metadata.partition(), p -> new ArrayList<>()).add(metadata.offset());
    }
    assertEquals(ends.keySet(), dispatchedOffsets.keySet());
    for (Map.Entry<Integer, List<Long>> partition : dispatchedOffsets.entrySet()) {
      List<Long> inOrder = new ArrayList<>();
      for (long offset = 0; offset < ends.get(partition.getKey()); offset++) {
        inOrder.add(offset);
      }
      assertEquals(inOrder, partition.getValue(), "offsets of partition " + partition.getKey() + " as dispatched");
    }
    assertTrue(mailer.threads().size() > 1, () -> "dispatched on " + mailer.threads());
    assertEquals(List.of(), broker.readAll(settings.deadLetterTopic()));
    for (int order = 0; order < 100; order++) {
      assertEquals(OrderView.Status.SHIPPED, projection.order("P-" + order).orElseThrow().status());
    }
  }

  private ProducerRecord<String, byte[]> record(String key, OrderEvent event) {
    return new ProducerRecord<>(topic, key, OrderEventJson.write(event));
  }

  private static Header header(String key, String value) {
    return new RecordHeader(key, value.getBytes(StandardCharsets.UTF_8));
  }

  private static List<String> headers(ConsumerRecord<String, byte[]> record) {
    List<String> headers = new ArrayList<>();
    for (Header header : record.headers()) {
      headers.add(header.key() + "=" + new String(header.value(), StandardCharsets.UTF_8));
    }
    return headers;
  }
}
