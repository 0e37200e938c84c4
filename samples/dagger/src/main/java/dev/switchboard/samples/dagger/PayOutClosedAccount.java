package dev.switchboard.samples.dagger;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import jakarta.inject.Inject;

/** Empties closed accounts and tells the bank's payout desk how much to pay out. */
@Handles(AccountClosed.class)
public final class PayOutClosedAccount implements Handler<AccountClosed> {
  static final String PAYOUT_DESK = "payouts@bank.example";

  private final Ledger ledger;
  private final Mailer mailer;

  @Inject
  PayOutClosedAccount(Ledger ledger, Mailer mailer) {
    this.ledger = ledger;
    this.mailer = mailer;
  }

  @Override
  public void handle(AccountClosed event) {
    long cents = ledger.close(event.accountId());
    mailer.send(PAYOUT_DESK, "pay out " + cents + " cents for closed account " + event.accountId());
  }
}
