package dev.switchboard.samples.dagger;

/** A customer closed an account. */
public record AccountClosed(String accountId) implements AccountEvent {}
