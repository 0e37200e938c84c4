package dev.switchboard.samples.spring;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/** Records payments with JdbcTemplate, and dispatches {@link OrderPaid} in the same transaction. */
@Service
public class Checkout {
  private final JdbcTemplate jdbc;
  private final TransactionTemplate transactions;
  private final OrderEvents events;

  public Checkout(JdbcTemplate jdbc, TransactionTemplate transactions, OrderEvents events) {
    this.jdbc = jdbc;
    this.transactions = transactions;
    this.events = events;
  }

  /**
   * Records the payment and dispatches {@link OrderPaid}; a payment of no cents is refused after
   * both, which rolls the transaction back, so its receipt is never sent.
   */
  public void pay(String orderId, long cents) {
    transactions.executeWithoutResult(status -> {
      jdbc.update("insert into payments (order_id, cents) values (?, ?)", orderId, cents);
      events.dispatch(new OrderPaid(orderId, cents));
      if (cents <= 0) {
        throw new IllegalArgumentException("refused: " + orderId + " pays nothing");
      }
    });
  }
}
