package dev.switchboard.samples.spring;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.AfterCommit;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Sends a receipt once the payment is committed, where a Spring application would write
 * {@code @TransactionalEventListener}: never for a payment that was rolled back.
 */
@Component
public class Receipts {
  private final JdbcTemplate jdbc;
  private final Outbox outbox;

  public Receipts(JdbcTemplate jdbc, Outbox outbox) {
    this.jdbc = jdbc;
    this.outbox = outbox;
  }

  @Handles
  @AfterCommit
  public void on(OrderPaid event) {
    long paid = jdbc.queryForObject(
        "select coalesce(sum(cents), 0) from payments where order_id = ?", Long.class, event.orderId());
    outbox.send("Receipt for " + event.orderId() + ": " + paid + " cents paid");
  }
}
