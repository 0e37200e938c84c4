package dev.switchboard.samples.springkafka;

/** Sends a message to the customer of an order; a mail or SMS gateway in a real service. */
@FunctionalInterface
public interface Mailer {
  /** Sends {@code text} about {@code orderId}; throws when the gateway fails. */
  void send(String orderId, String text);
}
