package dev.switchboard.samples.dagger;

/** Money came into an account. */
public record FundsDeposited(String accountId, long cents) implements AccountEvent {}
