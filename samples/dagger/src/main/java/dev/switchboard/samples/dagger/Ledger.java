package dev.switchboard.samples.dagger;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Account balances; one per application, shared by the handlers that book money. */
@Singleton
public final class Ledger {
  private final Map<String, Long> balances = new ConcurrentHashMap<>();

  @Inject
  Ledger() {}

  void deposit(String accountId, long cents) {
    balances.merge(accountId, cents, Long::sum);
  }

  /** Empties the account and returns what was in it. */
  long close(String accountId) {
    Long balance = balances.remove(accountId);
    return balance == null ? 0 : balance;
  }

  public long balance(String accountId) {
    return balances.getOrDefault(accountId, 0L);
  }
}
