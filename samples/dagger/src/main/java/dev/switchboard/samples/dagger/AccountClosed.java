package dev.switchboard.samples.dagger;

/** A customer closed an account. */
public final class AccountClosed implements AccountEvent {
  private final String accountId;

  public AccountClosed(String accountId) {
    this.accountId = accountId;
  }

  @Override
  public String accountId() {
    return accountId;
  }

  @Override
  public String toString() {
    return "AccountClosed[" + accountId + "]";
  }
}
