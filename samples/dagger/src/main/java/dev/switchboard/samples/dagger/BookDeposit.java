package dev.switchboard.samples.dagger;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import jakarta.inject.Inject;

/** Books deposits in the ledger. */
@Handles(FundsDeposited.class)
public final class BookDeposit implements Handler<FundsDeposited> {
  private final Ledger ledger;

  @Inject
  BookDeposit(Ledger ledger) {
    this.ledger = ledger;
  }

  @Override
  public void handle(FundsDeposited event) {
    ledger.deposit(event.accountId(), event.cents());
  }
}
