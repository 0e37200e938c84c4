package dev.switchboard.support;

import dev.switchboard.Handler;

/**
 * What a {@link RouteTable} holds for each class: the handler {@code handlerFor} returns and the
 * case of the generated {@code dispatch} switch that calls the same handlers directly. Every class
 * of one route shares one entry, so learning a class allocates nothing when its route has a case.
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
