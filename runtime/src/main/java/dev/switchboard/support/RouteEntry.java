package dev.switchboard.support;

import dev.switchboard.Handler;

/**
 * A route: the handler {@code handlerFor} returns for the classes it takes, and the case of the
 * generated {@code dispatch} switch that calls the same handlers directly. The processor's routes
 * and the routes that {@link Routing} finds for classes met at run time are shared by every class
 * they take; a {@link RouteTable} stores handler and case of each class unpacked (see {@link
 * LearningClassMap}), so a look-up does not pass through this object.
 */
final class RouteEntry {
  final Handler<?> handler;

  /** The generated case, or {@link RouteTable#UNHANDLED} or {@link RouteTable#NO_CASE}. */
  final int caseIndex;

  RouteEntry(Handler<?> handler, int caseIndex) {
    if (caseIndex < RouteTable.NO_CASE) {
      throw new IllegalArgumentException("no such case: " + caseIndex);
    }
    this.handler = handler;
    this.caseIndex = caseIndex;
  }
}
