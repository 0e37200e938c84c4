package dev.switchboard.samples.dagger;

/** Everything that happens to an account. */
public interface AccountEvent {
  String accountId();
}
