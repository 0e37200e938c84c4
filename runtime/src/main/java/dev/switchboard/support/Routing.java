package dev.switchboard.support;

/** How a route table finds the route of a class the processor never saw. */
interface Routing {
  /** The route of {@code type}, or null when no handler matches it. */
  RouteEntry resolve(Class<?> type);
}
