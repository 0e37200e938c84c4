package dev.switchboard.samples.kafka;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.Time;
import org.apache.kafka.common.utils.internals.Exit;
import org.apache.kafka.metadata.storage.Formatter;
import org.apache.kafka.server.common.MetadataVersion;

/**
 * A real Kafka broker (KRaft, broker and controller in one node) in the test's JVM, listening on
 * 127.0.0.1 only, in a temporary directory deleted on close; plus the producer, admin and reading
 * calls the tests need. Kafka's own KafkaClusterTestKit pre-binds its controller port on every
 * interface, hence this: the production server class, configured by hand.
 */
final class Broker implements AutoCloseable {
  private static final Duration WAIT = Duration.ofSeconds(20);

  private final KafkaRaftServer server;
  private final Path directory;
  private final String bootstrapServers;
  private final Admin admin;
  private final KafkaProducer<String, byte[]> producer;

  private Broker(KafkaRaftServer server, Path directory, String bootstrapServers) {
    this.server = server;
    this.directory = directory;
    this.bootstrapServers = bootstrapServers;
    Properties adminProperties = new Properties();
    adminProperties.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    this.admin = Admin.create(adminProperties);
    Properties producerProperties = new Properties();
    producerProperties.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    producerProperties.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
    producerProperties.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
    producerProperties.put(ProducerConfig.LINGER_MS_CONFIG, "5");
    this.producer = new KafkaProducer<>(producerProperties);
  }

  /** Starts a broker; a port taken between choosing and binding it is retried with new ports. */
  static Broker start() throws Exception {
    // A broker that meets a fatal error exits its process: here that would end the test JVM, and the
    // whole build with it, instead of failing the test that met it.
    Exit.setExitProcedure(Broker::refuseToExit);
    Exit.setHaltProcedure(Broker::refuseToExit);
    for (int attempt = 1; ; attempt++) {
      Path directory = Files.createTempDirectory("kafka-broker");
      int brokerPort = freeLoopbackPort();
      int controllerPort = freeLoopbackPort();
      KafkaRaftServer server = null;
      try {
        server = startServer(directory, brokerPort, controllerPort);
        Broker broker = new Broker(server, directory, "127.0.0.1:" + brokerPort);
        broker.awaitReady();
        return broker;
      } catch (Exception e) {
        if (server != null) {
          server.shutdown();
          server.awaitShutdown();
        }
        delete(directory);
        if (attempt == 3 || !causedBy(e, BindException.class)) {
          throw e;
        }
      }
    }
  }

  private static KafkaRaftServer startServer(Path directory, int brokerPort, int controllerPort) throws Exception {
    String logs = directory.resolve("logs").toString();
    Map<String, String> config = new HashMap<>();
    config.put("process.roles", "broker,controller");
    config.put("node.id", "1");
    config.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
    config.put("listeners", "PLAINTEXT://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
    config.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + brokerPort);
    config.put("controller.listener.names", "CONTROLLER");
    config.put("inter.broker.listener.name", "PLAINTEXT");
    config.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
    config.put("log.dirs", logs);
    // One node: every internal topic has one replica, and a new group's first rebalance starts at once.
    config.put("offsets.topic.replication.factor", "1");
    config.put("offsets.topic.num.partitions", "1");
    config.put("transaction.state.log.replication.factor", "1");
    config.put("transaction.state.log.min.isr", "1");
    config.put("share.coordinator.state.topic.replication.factor", "1");
    config.put("share.coordinator.state.topic.min.isr", "1");
    config.put("group.initial.rebalance.delay.ms", "0");
    config.put("auto.create.topics.enable", "false");
    config.put("num.partitions", "1");
    KafkaConfig kafkaConfig = new KafkaConfig(config, false);
    new Formatter()
        .setPrintStream(new PrintStream(OutputStream.nullOutputStream()))
        .setClusterId(Uuid.randomUuid().toString())
        .setNodeId(1)
        .setDirectories(List.of(logs))
        .setMetadataLogDirectory(logs)
        .setControllerListenerName("CONTROLLER")
        .setReleaseVersion(MetadataVersion.LATEST_PRODUCTION)
        .run();
    KafkaRaftServer server = new KafkaRaftServer(kafkaConfig, Time.SYSTEM);
    try {
      server.startup();
    } catch (RuntimeException e) {
      server.shutdown();
      server.awaitShutdown();
      throw e;
    }
    return server;
  }

  String bootstrapServers() {
    return bootstrapServers;
  }

  /** Creates {@code topic} with {@code partitions} partitions and waits until the broker serves it. */
  void createTopic(String topic, int partitions) throws Exception {
    admin.createTopics(List.of(new NewTopic(topic, partitions, (short) 1))).all().get();
    await("topic " + topic + " to be served", () -> {
      try {
        return admin.describeTopics(List.of(topic)).allTopicNames().get().get(topic).partitions().size()
            == partitions;
      } catch (ExecutionException | InterruptedException e) {
        return false;
      }
    });
  }

  /** Publishes each event keyed by its order, in order; returns where each was stored. */
  List<RecordMetadata> publish(String topic, List<? extends OrderEvent> events) throws Exception {
    List<ProducerRecord<String, byte[]>> records = new ArrayList<>();
    for (OrderEvent event : events) {
      records.add(new ProducerRecord<>(topic, event.orderId(), OrderEventJson.write(event)));
    }
    return publishRecords(records);
  }

  /** Publishes the records in order and waits until the broker has all of them. */
  List<RecordMetadata> publishRecords(List<ProducerRecord<String, byte[]>> records) throws Exception {
    List<java.util.concurrent.Future<RecordMetadata>> sent = new ArrayList<>();
    for (ProducerRecord<String, byte[]> record : records) {
      sent.add(producer.send(record));
    }
    List<RecordMetadata> stored = new ArrayList<>();
    for (java.util.concurrent.Future<RecordMetadata> metadata : sent) {
      stored.add(metadata.get());
    }
    return stored;
  }

  /**
   * Every record {@code topic} holds now, partition by partition: reads up to the end offsets it has
   * when called, so a record that is missing makes the caller's assertion fail at once, not time out.
   */
  List<ConsumerRecord<String, byte[]>> readAll(String topic) throws TimeoutException {
    Properties properties = new Properties();
    properties.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
    properties.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
    properties.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
    try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(properties)) {
      List<TopicPartition> partitions = consumer.partitionsFor(topic).stream()
          .map(info -> new TopicPartition(topic, info.partition()))
          .sorted(Comparator.comparingInt(TopicPartition::partition))
          .toList();
      consumer.assign(partitions);
      consumer.seekToBeginning(partitions);
      Map<TopicPartition, Long> ends = consumer.endOffsets(partitions);
      List<ConsumerRecord<String, byte[]>> records = new ArrayList<>();
      long deadline = System.nanoTime() + WAIT.toNanos();
      while (partitions.stream().anyMatch(partition -> consumer.position(partition) < ends.get(partition))) {
        if (System.nanoTime() > deadline) {
          throw new TimeoutException("Read " + records.size() + " records of " + topic + ", not all");
        }
        consumer.poll(Duration.ofMillis(100)).forEach(records::add);
      }
      return records;
    }
  }

  /** The offset {@code group} committed for {@code partition}, or -1 if none. */
  long committed(String group, TopicPartition partition) throws Exception {
    Map<TopicPartition, OffsetAndMetadata> offsets =
        admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get();
    OffsetAndMetadata committed = offsets.get(partition);
    return committed == null ? -1 : committed.offset();
  }

  /** Waits until {@code group} has committed {@code offset} (or beyond) for {@code partition}. */
  void awaitCommitted(String group, TopicPartition partition, long offset) throws TimeoutException {
    await(group + " to commit " + partition + "@" + offset, () -> {
      try {
        return committed(group, partition) >= offset;
      } catch (Exception e) {
        return false;
      }
    });
  }

  /** Polls {@code condition} every 10 ms until it holds; fails after 20 seconds. */
  static void await(String what, BooleanSupplier condition) throws TimeoutException {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new TimeoutException("Timed out waiting for " + what);
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new TimeoutException("Interrupted waiting for " + what);
      }
    }
  }

  @Override
  public void close() throws IOException {
    producer.close();
    admin.close();
    server.shutdown();
    server.awaitShutdown();
    delete(directory);
    Exit.resetExitProcedure();
    Exit.resetHaltProcedure();
  }

  private static void refuseToExit(int status, String message) {
    throw new IllegalStateException("the broker asked to end the JVM with status " + status + ": " + message);
  }

  private void awaitReady() throws TimeoutException {
    await("the broker to join the cluster", () -> {
      try {
        return !admin.describeCluster().nodes().get().isEmpty();
      } catch (ExecutionException | InterruptedException e) {
        return false;
      }
    });
  }

  private static int freeLoopbackPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static boolean causedBy(Throwable failure, Class<? extends Throwable> type) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (type.isInstance(cause)) {
        return true;
      }
    }
    return false;
  }

  private static void delete(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }
}
