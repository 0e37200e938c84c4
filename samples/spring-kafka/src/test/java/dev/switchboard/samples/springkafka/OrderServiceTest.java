package dev.switchboard.samples.springkafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.kafka.core.DefaultKafkaConsumerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.ListenerExecutionFailedException;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.kafka.test.utils.KafkaTestUtils;

/**
 * The whole service against a real broker (spring-kafka-test's embedded KRaft broker, one for the
 * class): records reach their handlers through the listener and the dispatcher, failing handlers are
 * retried, and what cannot be handled ends on {@code orders-dlt}. Each test uses orders of its own.
 */
@SpringBootTest(
    classes = {OrderServiceApplication.class, OrderServiceTest.Gateway.class},
    // Quiet: the broker in the test's JVM logs every step; the failed deliveries are the expected ones.
    properties = {"spring.main.banner-mode=off", "logging.level.root=WARN", "logging.level.kafka=ERROR",
        "logging.level.org.apache.kafka=ERROR", "logging.level.state.change.logger=ERROR"})
@EmbeddedKafka(topics = {"orders", "orders-dlt"}, partitions = 1)
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class OrderServiceTest {
  private static final Duration WAIT = Duration.ofSeconds(20);
  private static final List<ConsumerRecord<String, String>> deadLetters = new CopyOnWriteArrayList<>();
  private static Consumer<String, String> deadLetterReader;

  @TestConfiguration(proxyBeanMethods = false)
  static class Gateway {
    @Bean
    @Primary
    ScriptedMailer scriptedMailer() {
      return new ScriptedMailer();
    }
  }

  @Autowired
  private KafkaTemplate<String, String> kafka;

  @Autowired
  private EmbeddedKafkaBroker broker;

  @Autowired
  private ScriptedMailer mailer;

  @Autowired
  private OrderProjection projection;

  @Autowired
  private DeliveryFailures failures;

  @AfterAll
  static void closeReader() {
    if (deadLetterReader != null) {
      deadLetterReader.close();
    }
  }

  @Test
  void theBrokerIsReachedOnLoopbackOnly() throws Exception {
    // The embedded broker's listeners are localhost:0, so nothing outside the machine reaches it.
    for (String server : broker.getBrokersAsString().split(",")) {
      String host = server.substring(0, server.lastIndexOf(':'));
      assertThat(java.net.InetAddress.getByName(host).isLoopbackAddress()).as(server).isTrue();
    }
  }

  @Test
  void recordsReachTheirHandlersThroughTheDispatcher() throws Exception {
    RecordMetadata placed = publish("A-1", "{\"type\":\"OrderPlaced\",\"orderId\":\"A-1\",\"sku\":\"kettle\",\"quantity\":2}");
    await().atMost(WAIT).until(() -> projection.state("A-1").isPresent());
    assertThat(projection.state("A-1")).contains("placed: 2 x kettle");

    publish("A-1", "{\"type\":\"OrderShipped\",\"orderId\":\"A-1\",\"trackingNumber\":\"TRK-1\"}");
    RecordMetadata paid = publish("A-1", "{\"type\":\"PaymentReceived\",\"orderId\":\"A-1\",\"cents\":4500}");
    await().atMost(WAIT).until(() -> mailer.sent().contains("We received 4500 cents for order A-1"));

    assertThat(projection.state("A-1")).contains("shipped: TRK-1");
    assertThat(failures.failedDeliveries("orders", placed.partition(), placed.offset())).isZero();
    assertThat(failures.failedDeliveries("orders", paid.partition(), paid.offset())).isZero();
  }

  @Test
  void aHandlerThatFailsTransientlyIsRetriedAndSucceeds() throws Exception {
    mailer.failNext("B-1", 2);

    RecordMetadata paid = publish("B-1", "{\"type\":\"PaymentReceived\",\"orderId\":\"B-1\",\"cents\":100}");
    await().atMost(WAIT).until(() -> mailer.sent().contains("We received 100 cents for order B-1"));

    assertThat(mailer.attempts("B-1")).isEqualTo(3);
    assertThat(failures.failedDeliveries("orders", paid.partition(), paid.offset())).isEqualTo(2);
    assertThat(failures.deadLettered("orders", paid.partition(), paid.offset())).isFalse();
  }

  @Test
  void aHandlerThatAlwaysFailsEndsOnTheDeadLetterTopicAfterItsRetries() throws Exception {
    mailer.failNext("C-1", Integer.MAX_VALUE);
    String json = "{\"type\":\"PaymentReceived\",\"orderId\":\"C-1\",\"cents\":200}";

    RecordMetadata paid = publish("C-1", json);
    ConsumerRecord<String, String> deadLetter = deadLetter("C-1");

    assertThat(mailer.attempts("C-1")).isEqualTo(3);
    assertThat(failures.failedDeliveries("orders", paid.partition(), paid.offset())).isEqualTo(3);
    assertThat(deadLetter.value()).isEqualTo(json);
    assertThat(text(deadLetter, KafkaHeaders.DLT_ORIGINAL_TOPIC)).isEqualTo("orders");
    assertThat(number(deadLetter, KafkaHeaders.DLT_ORIGINAL_OFFSET)).isEqualTo(paid.offset());
    assertThat(text(deadLetter, KafkaHeaders.DLT_EXCEPTION_FQCN))
        .isEqualTo(ListenerExecutionFailedException.class.getName());
    assertThat(text(deadLetter, KafkaHeaders.DLT_EXCEPTION_CAUSE_FQCN))
        .isEqualTo(IllegalStateException.class.getName());
    assertThat(text(deadLetter, KafkaHeaders.DLT_EXCEPTION_MESSAGE)).contains("mail gateway unavailable");
  }

  @Test
  void anEventNoHandlerTakesGoesToTheDeadLetterTopicWithoutRetries() throws Exception {
    String json = "{\"type\":\"OrderViewed\",\"orderId\":\"D-1\"}";

    RecordMetadata viewed = publish("D-1", json);
    ConsumerRecord<String, String> deadLetter = deadLetter("D-1");

    assertThat(failures.failedDeliveries("orders", viewed.partition(), viewed.offset())).isEqualTo(1);
    assertThat(deadLetter.value()).isEqualTo(json);
    assertThat(text(deadLetter, KafkaHeaders.DLT_EXCEPTION_CAUSE_FQCN)).isEqualTo(UnhandledEvent.class.getName());
    assertThat(text(deadLetter, KafkaHeaders.DLT_EXCEPTION_MESSAGE)).contains("No handler for OrderViewed");
  }

  private RecordMetadata publish(String orderId, String json) throws Exception {
    return kafka.send("orders", orderId, json).get(20, TimeUnit.SECONDS).getRecordMetadata();
  }

  /** The dead letter of the record keyed {@code orderId}, waiting up to 20 seconds for it. */
  private ConsumerRecord<String, String> deadLetter(String orderId) {
    if (deadLetterReader == null) {
      Map<String, Object> properties = KafkaTestUtils.consumerProps(broker, "dead-letter-reader", false);
      deadLetterReader = new DefaultKafkaConsumerFactory<>(properties, new StringDeserializer(),
          new StringDeserializer()).createConsumer();
      broker.consumeFromAnEmbeddedTopic(deadLetterReader, "orders-dlt");
    }
    await().atMost(WAIT).until(() -> {
      deadLetterReader.poll(Duration.ofMillis(100)).forEach(deadLetters::add);
      return deadLetters.stream().anyMatch(record -> orderId.equals(record.key()));
    });
    return deadLetters.stream().filter(record -> orderId.equals(record.key())).findFirst().orElseThrow();
  }

  private static String text(ConsumerRecord<?, ?> record, String header) {
    return new String(value(record, header), StandardCharsets.UTF_8);
  }

  private static long number(ConsumerRecord<?, ?> record, String header) {
    return ByteBuffer.wrap(value(record, header)).getLong();
  }

  private static byte[] value(ConsumerRecord<?, ?> record, String header) {
    Header last = record.headers().lastHeader(header);
    assertThat(last).as(header).isNotNull();
    return last.value();
  }
}
