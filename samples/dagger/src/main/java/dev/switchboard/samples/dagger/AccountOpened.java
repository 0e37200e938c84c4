package dev.switchboard.samples.dagger;

/** A customer opened an account. */
public final class AccountOpened implements AccountEvent {
  private final String accountId;
  private final String email;

  public AccountOpened(String accountId, String email) {
    this.accountId = accountId;
    this.email = email;
  }

  @Override
  public String accountId() {
    return accountId;
  }

  public String email() {
    return email;
  }

  @Override
  public String toString() {
    return "AccountOpened[" + accountId + ", " + email + "]";
  }
}
