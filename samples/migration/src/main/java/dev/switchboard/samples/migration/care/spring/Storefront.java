package dev.switchboard.samples.migration.care.spring;

import dev.switchboard.samples.migration.care.OrderCancelled;
import org.springframework.context.ApplicationEventPublisher;

/** Publishes a cancellation through Spring, before the migration (and after it, unchanged). */
public class Storefront {
  private final ApplicationEventPublisher publisher;

  public Storefront(ApplicationEventPublisher publisher) {
    this.publisher = publisher;
  }

  public void cancel() {
    publisher.publishEvent(new OrderCancelled("A-1002", "changed my mind"));
  }
}
