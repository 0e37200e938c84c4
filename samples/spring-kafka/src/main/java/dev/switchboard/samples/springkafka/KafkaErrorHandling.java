package dev.switchboard.samples.springkafka;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.listener.DeadLetterPublishingRecoverer;
import org.springframework.kafka.listener.DefaultErrorHandler;
import org.springframework.kafka.support.converter.RecordMessageConverter;
import org.springframework.kafka.support.converter.StringJacksonJsonMessageConverter;
import org.springframework.util.backoff.FixedBackOff;
import tools.jackson.databind.json.JsonMapper;

/**
 * Retries and the dead-letter topic, all Spring Kafka's own; Spring Boot hands both beans to the
 * listener container factory.
 */
@Configuration(proxyBeanMethods = false)
public class KafkaErrorHandling {
  /**
   * A record whose handler throws is delivered again, three attempts in all, half a second apart;
   * then {@code DeadLetterPublishingRecoverer} publishes it to {@code orders-dlt} (same partition,
   * original key, value and headers, plus Spring Kafka's {@code kafka_dlt-*} headers) and the
   * container commits past it. An event no handler takes is not retried: no handler would appear.
   * Records that Spring Kafka cannot convert are not retried either, by the handler's defaults.
   */
  @Bean
  DefaultErrorHandler errorHandler(KafkaTemplate<Object, Object> template, DeliveryFailures failures) {
    DefaultErrorHandler handler =
        new DefaultErrorHandler(new DeadLetterPublishingRecoverer(template), new FixedBackOff(500, 2));
    handler.addNotRetryableExceptions(UnhandledEvent.class);
    handler.setRetryListeners(failures);
    return handler;
  }

  /** Reads a record's JSON into the listener method's parameter type, {@link OrderEvent}. */
  @Bean
  RecordMessageConverter orderEventJson(JsonMapper json) {
    return new StringJacksonJsonMessageConverter(json);
  }
}
