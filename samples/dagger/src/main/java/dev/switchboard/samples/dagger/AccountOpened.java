package dev.switchboard.samples.dagger;

/** A customer opened an account. */
public record AccountOpened(String accountId, String email) implements AccountEvent {}
