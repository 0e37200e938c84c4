package dev.switchboard.samples.inspection;

/** {@code service} stopped answering on {@code host}. */
public record ServiceDown(String host, String service) implements Alert {}
