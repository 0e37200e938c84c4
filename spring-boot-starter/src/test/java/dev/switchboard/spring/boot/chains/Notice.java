package dev.switchboard.spring.boot.chains;

/** The event of the hand-wired dispatcher. */
public record Notice(String text) {}
