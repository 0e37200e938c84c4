package dev.switchboard.samples.kafka;

import tools.jackson.databind.json.JsonMapper;

/** Reads and writes {@link OrderEvent}s as JSON with their type id; one shared, thread-safe mapper. */
public final class OrderEventJson {
  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private OrderEventJson() {}

  /** The event as UTF-8 JSON, with its {@code "type"}. */
  public static byte[] write(OrderEvent event) {
    return MAPPER.writeValueAsBytes(event);
  }

  /**
   * The event {@code json} holds.
   *
   * @throws tools.jackson.core.JacksonException if it is no JSON, or its type id is unknown
   */
  public static OrderEvent read(byte[] json) {
    return MAPPER.readValue(json, OrderEvent.class);
  }
}
