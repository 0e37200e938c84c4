package dev.switchboard.support;

import dev.switchboard.Handler;

/**
 * A route as the builders and the run-time rules ({@link Routing}) produce it: the handler {@code
 * handlerFor} returns and the case of the generated {@code dispatch} switch that calls the same
 * handlers directly. The {@link RouteTable} copies both into its arrays, or into the entry of a
 * learned class, so that no lookup dereferences a route entry.
 */
final class RouteEntry {
  final Handler<?> handler;

  /** The generated case, or {@link RouteTable#UNHANDLED} or {@link RouteTable#NO_CASE}. */
  final int caseIndex;

  RouteEntry(Handler<?> handler, int caseIndex) {
    this.handler = handler;
    this.caseIndex = caseIndex;
  }
}
