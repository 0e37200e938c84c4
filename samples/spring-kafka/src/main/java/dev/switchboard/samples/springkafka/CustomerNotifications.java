package dev.switchboard.samples.springkafka;

import dev.switchboard.annotations.Handles;
import org.springframework.stereotype.Component;

/**
 * Mails the customer a receipt: a second handler bean in the same dispatcher. Its {@link Mailer} is a
 * remote call that can fail; the error handler then retries the record, so a customer may get a
 * receipt twice, which a gateway that deduplicates by order and text absorbs.
 */
@Component
public class CustomerNotifications {
  private final Mailer mailer;

  public CustomerNotifications(Mailer mailer) {
    this.mailer = mailer;
  }

  @Handles
  public void on(PaymentReceived event) {
    mailer.send(event.orderId(), "We received " + event.cents() + " cents for order " + event.orderId());
  }
}
