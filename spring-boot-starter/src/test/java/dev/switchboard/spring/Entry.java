package dev.switchboard.spring;

/** The event of the transaction tests: a ledger entry, written as a row with this id. */
public record Entry(String id) {}
