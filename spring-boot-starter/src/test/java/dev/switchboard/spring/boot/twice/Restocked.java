package dev.switchboard.spring.boot.twice;

/** The event two dispatchers route to the same handlers. */
public record Restocked(String sku) {}
