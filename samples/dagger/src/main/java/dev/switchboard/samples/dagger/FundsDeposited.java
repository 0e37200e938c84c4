package dev.switchboard.samples.dagger;

/** Money came into an account. */
public final class FundsDeposited implements AccountEvent {
  private final String accountId;
  private final long cents;

  public FundsDeposited(String accountId, long cents) {
    this.accountId = accountId;
    this.cents = cents;
  }

  @Override
  public String accountId() {
    return accountId;
  }

  public long cents() {
    return cents;
  }

  @Override
  public String toString() {
    return "FundsDeposited[" + accountId + ", " + cents + " cents]";
  }
}
