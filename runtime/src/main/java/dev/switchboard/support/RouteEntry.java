package dev.switchboard.support;

import dev.switchboard.Handler;
import java.lang.ref.WeakReference;

/**
 * What a {@link RouteTable} holds for each class: the handler {@code handlerFor} returns and the
 * case of the generated {@code dispatch} switch that calls the same handlers directly.
 *
 * <p>An entry of the table is also its class's key, so a hit finds handler and case in the object
 * whose key it has just compared, and the table's slots are typed: reading one needs no type check.
 * A class the table holds strongly (a route of the processor's, or a learned class the table keeps
 * alive anyway, see {@link LearningClassMap}) is the entry's {@link #key}. A class the table may not
 * keep alive is held by a weak reference of the entry's, so the table never keeps it (nor its
 * loader) alive; its {@code key} is null. The entry holds that reference rather than being one: an
 * entry of a strongly held class, every class the processor routed among them, then takes 32 bytes
 * instead of 48 (compressed references).
 *
 * <p>A route that is not in the table (how the builders and the routings describe a route, shared by
 * every class they give it to) has neither.
 */
final class RouteEntry {
  /** The class this entry is the route of, if the table holds it strongly; else null. */
  final Class<?> key;

  /** The class this entry is the route of, if the table may not keep it alive; else null. */
  private final WeakReference<Class<?>> weakType;

  final Handler<?> handler;

  /** The generated case, or {@link RouteTable#UNHANDLED} or {@link RouteTable#NO_CASE}. */
  final int caseIndex;

  /** Whether the entry was learned at run time (a copy of the table for other dead letters drops it). */
  final boolean learned;

  /** A route, not yet any class's entry: it refers to no class. */
  RouteEntry(Handler<?> handler, int caseIndex) {
    this(null, null, handler, caseIndex, false);
  }

  private RouteEntry(
      Class<?> key, Class<?> referent, Handler<?> handler, int caseIndex, boolean learned) {
    this.key = key;
    this.weakType = referent == null ? null : new WeakReference<>(referent);
    this.handler = handler;
    this.caseIndex = caseIndex;
    this.learned = learned;
  }

  /** The entry of {@code type}, held strongly, that takes {@code route}. */
  static RouteEntry strong(Class<?> type, RouteEntry route, boolean learned) {
    return new RouteEntry(type, null, route.handler, route.caseIndex, learned);
  }

  /** The entry of {@code type}, learned and held weakly, that takes {@code route}. */
  static RouteEntry weak(Class<?> type, RouteEntry route) {
    return new RouteEntry(null, type, route.handler, route.caseIndex, true);
  }

  /** The class of this entry, or null if it was collected or this is a route of no class. */
  Class<?> type() {
    return key != null ? key : weakType != null ? weakType.get() : null;
  }
}
