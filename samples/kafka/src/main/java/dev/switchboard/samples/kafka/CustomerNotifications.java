package dev.switchboard.samples.kafka;

import dev.switchboard.annotations.Handles;

/**
 * Tells customers what went wrong with their order: a second class of handler methods in the same
 * dispatcher. Its {@link Mailer} is a remote call that can fail; the consumer retries the event, so a
 * customer may get a message twice, which a gateway that deduplicates by order and text absorbs.
 */
public class CustomerNotifications {
  private final Mailer mailer;

  public CustomerNotifications(Mailer mailer) {
    this.mailer = mailer;
  }

  @Handles
  public void on(DeliveryDelayed event) {
    mailer.send(event.orderId(), "Your order " + event.orderId() + " arrives " + event.days() + " days late");
  }

  @Handles
  public void on(PaymentFailed event) {
    mailer.send(event.orderId(), "The payment for order " + event.orderId() + " failed: " + event.reason());
  }
}
