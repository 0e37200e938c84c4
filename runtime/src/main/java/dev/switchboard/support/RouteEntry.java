package dev.switchboard.support;

import dev.switchboard.Handler;
import java.lang.ref.WeakReference;

/**
 * What a {@link RouteTable} holds for each class: the handler {@code handlerFor} returns and the
 * case of the generated {@code dispatch} switch that calls the same handlers directly.
 *
 * <p>A route of the processor's is shared by every class it takes and refers to no class. A route
 * learned at run time is made for its one class. For a class the table may not keep alive it is also
 * that class's key in the table: a weak reference to the class, so the table never keeps it (nor its
 * loader) alive, and a hit on it finds handler and case in the object it has just compared, one
 * dependent load fewer than a key pointing to a separate entry. For a class the table keeps alive
 * anyway (see {@link LearningClassMap}) the class itself is the key, as for the processor's routes,
 * and the entry refers to no class.
 */
final class RouteEntry extends WeakReference<Class<?>> {
  final Handler<?> handler;

  /** The generated case, or {@link RouteTable#UNHANDLED} or {@link RouteTable#NO_CASE}. */
  final int caseIndex;

  /** Whether the entry was learned at run time (a copy of the table for other dead letters drops it). */
  final boolean learned;

  /** A route of the processor's, or one shared by learned routes: it refers to no class. */
  RouteEntry(Handler<?> handler, int caseIndex) {
    super(null);
    this.handler = handler;
    this.caseIndex = caseIndex;
    this.learned = false;
  }

  /**
   * {@code route}, learned for {@code type}, which it refers to weakly; or, if {@code type} is null,
   * learned for a class the table keeps as its key.
   */
  RouteEntry(Class<?> type, RouteEntry route) {
    super(type);
    this.handler = route.handler;
    this.caseIndex = route.caseIndex;
    this.learned = true;
  }
}
