package dev.switchboard.support;

import dev.switchboard.Dispatcher;

/**
 * The superclass of a generated dispatcher whose declaration is an interface: it takes every call
 * of {@link Dispatcher#dispatch} without casting the event.
 *
 * <p>A class that implements {@code Dispatcher<OrderEvent>} and declares {@code
 * dispatch(OrderEvent)} gets from javac a bridge method {@code dispatch(Object)}, which callers of
 * the interface reach, and which casts the event to {@code OrderEvent} before it calls the method:
 * a subtype check on every dispatch, which for an interface costs the most when events of many
 * classes pass. Here {@code dispatch(E)} is {@code dispatch(Object)} in the class file, so no
 * bridge is needed, and the generated class compares the event's class with its route classes
 * first.
 *
 * @param <E> the root type of the events, as the declaration's {@code Dispatcher<E>} names it
 */
public abstract class GeneratedDispatcher<E> implements Dispatcher<E> {
  /** For generated subclasses only. */
  protected GeneratedDispatcher() {}

  /**
   * Hands {@code event} to the handler of its class, as the generated class routes it.
   *
   * @throws NullPointerException if {@code event} is null
   */
  @Override
  public final void dispatch(E event) {
    // Checked here, so that the generated method's bytecode, which C2 inlines only while it is
    // small, holds the class checks alone.
    dispatchEvent(RouteTable.requireEvent(event));
  }

  /**
   * Hands {@code event}, an {@code E} and never null, to the handler of its class; only {@link
   * #dispatch} calls it.
   */
  protected abstract void dispatchEvent(Object event);
}
