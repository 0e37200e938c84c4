package dev.switchboard.support;

/** How a route table finds the handler of a class the processor never saw. */
interface Routing {
  /** The handler of {@code type}, or null when no handler matches it. */
  Object handlerOf(Class<?> type);
}
