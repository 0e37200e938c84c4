package dev.switchboard.spring.ledger;

/** The event of the transaction tests: a ledger entry, written as a row with this id. */
public record Entry(String id) {}
