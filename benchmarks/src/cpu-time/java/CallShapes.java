package dev.switchboard.benchmarks;

import dev.switchboard.benchmarks.n8.E0;
import dev.switchboard.benchmarks.n8.E1;
import dev.switchboard.benchmarks.n8.E2;
import dev.switchboard.benchmarks.n8.E3;
import dev.switchboard.benchmarks.n8.E4;
import dev.switchboard.benchmarks.n8.E5;
import dev.switchboard.benchmarks.n8.E6;
import dev.switchboard.benchmarks.n8.E7;
import dev.switchboard.benchmarks.n8.Event;
import dev.switchboard.benchmarks.n8.H0;
import dev.switchboard.benchmarks.n8.H1;
import dev.switchboard.benchmarks.n8.H2;
import dev.switchboard.benchmarks.n8.H3;
import dev.switchboard.benchmarks.n8.H4;
import dev.switchboard.benchmarks.n8.H5;
import dev.switchboard.benchmarks.n8.H6;
import dev.switchboard.benchmarks.n8.H7;
import dev.switchboard.benchmarks.n8.Unhandled;
import dev.switchboard.support.RouteTable;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Random;

/**
 * What each difference between a generated small dispatcher and the hand-written direct-call chain
 * costs, at 8 event types: thread CPU time per dispatch of one shape, the least over repetitions of
 * 20 million dispatches after three of warm-up, over the suite's seeded cycle of 1,024 events of
 * random classes ({@code mega}), one event again and again ({@code mono}), or one event no check
 * takes again and again ({@code unhandled}). Arguments: shape, case.
 * The shapes add one difference at a time:
 *
 * <ul>
 *   <li>{@code chain}: {@code instanceof} checks calling the handlers directly, through an interface
 *       method that takes an {@code Object}, as the suite calls its hand-written routes ({@code
 *       IF_CHAIN_DIRECT});
 *   <li>{@code class-checks}: the same with {@code event.getClass() == Ei.class} checks, as a
 *       generated dispatcher checks its route classes;
 *   <li>{@code bridge}: {@code chain} declared as {@code dispatch(Event)} of a generic interface
 *       and called through it, as users call {@code Dispatcher<E>.dispatch}: javac's bridge method
 *       casts the event to the root type first;
 *   <li>{@code adapter}: {@code chain} behind the method reference through which the suite calls a
 *       generated dispatcher ({@code dispatcher::dispatch});
 *   <li>{@code generated}: class checks, bridge and adapter: the shape the suite's {@code
 *       SWITCHBOARD_DISPATCH} measures;
 *   <li>{@code declared}: class checks called through an interface that declares {@code
 *       dispatch(Event)} itself, with events typed {@code Event}, as user code calls a dispatcher
 *       whose declaration redeclares {@code void dispatch(R event)}: no bridge, no cast;
 *   <li>{@code base-class}: class checks in a subclass of a generic base class whose final {@code
 *       dispatch(E)} calls them, called through the interface: no bridge, no cast, as a generated
 *       dispatcher under {@code GeneratedDispatcher} is called;
 *   <li>{@code generated-base}: {@code base-class} behind the suite's method reference, the shape
 *       the suite's {@code SWITCHBOARD_DISPATCH} measures under {@code GeneratedDispatcher}.
 * </ul>
 *
 * <p>The last shapes differ from {@code class-checks} in what follows the checks and in the checks
 * themselves, as a small dispatcher may (case {@code unhandled}: an event of a class no check takes,
 * again and again):
 *
 * <ul>
 *   <li>{@code table-switch}: class checks, then {@code caseOf} of a route table and a switch of
 *       every case, whose default hands the event to {@code dispatchUncased}: a small dispatcher
 *       whose other classes may have a route;
 *   <li>{@code unhandled-direct}: class checks, then {@code dispatchUnhandled(event)}
 *       straight away: a small dispatcher whose other classes can have none;
 *   <li>{@code instanceof-direct}: the same after a null check and {@code instanceof} checks, which
 *       for final classes take what the class checks take.
 * </ul>
 */
public final class CallShapes {
  private CallShapes() {}

  /** A generic dispatcher interface, as {@code Dispatcher<E>} is; every shape is called through it. */
  interface Generic<E> {
    void dispatch(E event);
  }

  /** The eight handlers, one field each, and the two kinds of checks that call them. */
  abstract static class Handlers {
    final H0 h0 = new H0();
    final H1 h1 = new H1();
    final H2 h2 = new H2();
    final H3 h3 = new H3();
    final H4 h4 = new H4();
    final H5 h5 = new H5();
    final H6 h6 = new H6();
    final H7 h7 = new H7();

    /** Whether a check took {@code event}: {@code instanceof} checks calling the handlers. */
    final boolean instanceChecks(Object event) {
      if (event instanceof E0) {
        h0.handle((E0) event);
        return true;
      }
      if (event instanceof E1) {
        h1.handle((E1) event);
        return true;
      }
      if (event instanceof E2) {
        h2.handle((E2) event);
        return true;
      }
      if (event instanceof E3) {
        h3.handle((E3) event);
        return true;
      }
      if (event instanceof E4) {
        h4.handle((E4) event);
        return true;
      }
      if (event instanceof E5) {
        h5.handle((E5) event);
        return true;
      }
      if (event instanceof E6) {
        h6.handle((E6) event);
        return true;
      }
      if (event instanceof E7) {
        h7.handle((E7) event);
        return true;
      }
      return false;
    }

    /** Whether a check took {@code event}: class comparisons calling the handlers. */
    final boolean classChecks(Object event) {
      Class<?> type = event.getClass();
      if (type == E0.class) {
        h0.handle((E0) event);
        return true;
      }
      if (type == E1.class) {
        h1.handle((E1) event);
        return true;
      }
      if (type == E2.class) {
        h2.handle((E2) event);
        return true;
      }
      if (type == E3.class) {
        h3.handle((E3) event);
        return true;
      }
      if (type == E4.class) {
        h4.handle((E4) event);
        return true;
      }
      if (type == E5.class) {
        h5.handle((E5) event);
        return true;
      }
      if (type == E6.class) {
        h6.handle((E6) event);
        return true;
      }
      if (type == E7.class) {
        h7.handle((E7) event);
        return true;
      }
      return false;
    }
  }

  /** The handlers' route table, as a generated small dispatcher builds it. */
  abstract static class Routed extends Handlers {
    final RouteTable routes = RouteTable.builder(h0, h1, h2, h3, h4, h5, h6, h7)
        .handle(E0.class, h0)
        .handle(E1.class, h1)
        .handle(E2.class, h2)
        .handle(E3.class, h3)
        .handle(E4.class, h4)
        .handle(E5.class, h5)
        .handle(E6.class, h6)
        .handle(E7.class, h7)
        .build();
  }

  static final class TableSwitch extends Routed implements Generic<Object> {
    @Override
    public void dispatch(Object event) {
      if (!classChecks(RouteTable.requireEvent(event))) {
        dispatchCase(routes.caseOf(event), event);
      }
    }

    private void dispatchCase(int route, Object event) {
      switch (route) {
        case 0:
          h0.handle((E0) event);
          return;
        case 1:
          h1.handle((E1) event);
          return;
        case 2:
          h2.handle((E2) event);
          return;
        case 3:
          h3.handle((E3) event);
          return;
        case 4:
          h4.handle((E4) event);
          return;
        case 5:
          h5.handle((E5) event);
          return;
        case 6:
          h6.handle((E6) event);
          return;
        case 7:
          h7.handle((E7) event);
          return;
        default:
          routes.dispatchUncased(route, event);
      }
    }
  }

  static final class UnhandledDirect extends Routed implements Generic<Object> {
    @Override
    public void dispatch(Object event) {
      if (!classChecks(RouteTable.requireEvent(event))) {
        routes.dispatchUnhandled(event);
      }
    }
  }

  static final class InstanceofDirect extends Routed implements Generic<Object> {
    @Override
    public void dispatch(Object event) {
      if (!instanceChecks(RouteTable.requireEvent(event))) {
        routes.dispatchUnhandled(event);
      }
    }
  }

  /** Takes every object: its {@code dispatch(Object)} is no bridge. */
  static final class Chain extends Handlers implements Generic<Object> {
    @Override
    public void dispatch(Object event) {
      instanceChecks(event);
    }
  }

  static final class ClassChecks extends Handlers implements Generic<Object> {
    @Override
    public void dispatch(Object event) {
      classChecks(event);
    }
  }

  /** Takes events: called as a {@code Generic<Object>}, it runs javac's bridge, which casts. */
  static final class BridgedChain extends Handlers implements Generic<Event> {
    @Override
    public void dispatch(Event event) {
      instanceChecks(event);
    }
  }

  static final class BridgedClassChecks extends Handlers implements Generic<Event> {
    @Override
    public void dispatch(Event event) {
      classChecks(event);
    }
  }

  /** A dispatcher declaration that redeclares {@code dispatch} with its root type. */
  interface Declared extends Generic<Event> {
    @Override
    void dispatch(Event event);
  }

  static final class DeclaredClassChecks extends Handlers implements Declared {
    @Override
    public void dispatch(Event event) {
      classChecks(event);
    }
  }

  /**
   * A generic base class whose final {@code dispatch(E)} is {@code dispatch(Object)} once erased: a
   * subclass bound to {@code Event} needs no bridge, so nothing casts the event.
   */
  abstract static class Based<E> extends Handlers implements Generic<E> {
    @Override
    public final void dispatch(E event) {
      dispatchAny(event);
    }

    abstract void dispatchAny(Object event);
  }

  static final class BasedClassChecks extends Based<Event> {
    @Override
    void dispatchAny(Object event) {
      classChecks(event);
    }
  }

  /** Through the erased interface, as user code calls a {@code Dispatcher<E>}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Generic<Object> erased(Generic<? extends Event> dispatcher) {
    return (Generic) dispatcher;
  }

  private static Generic<Object> shape(String name) {
    switch (name) {
      case "chain":
        return new Chain();
      case "class-checks":
        return new ClassChecks();
      case "bridge":
        return erased(new BridgedChain());
      case "adapter": {
        Generic<Object> chain = new Chain();
        return chain::dispatch;
      }
      case "table-switch":
        return new TableSwitch();
      case "unhandled-direct":
        return new UnhandledDirect();
      case "instanceof-direct":
        return new InstanceofDirect();
      case "base-class":
        return erased(new BasedClassChecks());
      case "generated-base": {
        Generic<Object> based = erased(new BasedClassChecks());
        return based::dispatch;
      }
      case "generated": {
        Generic<Object> bridged = erased(new BridgedClassChecks());
        return bridged::dispatch;
      }
      default:
        throw new IllegalArgumentException("unknown shape " + name);
    }
  }

  public static void main(String[] args) {
    String name = args[0];
    String kind = args[1];
    Event[] kinds = {new E0(), new E1(), new E2(), new E3(), new E4(), new E5(), new E6(), new E7()
    };
    Event unhandled = new Unhandled();
    Object[] events = new Object[1024];
    Random random = new Random(42);
    for (int i = 0; i < events.length; i++) {
      events[i] = kind.equals("mega")
          ? kinds[random.nextInt(kinds.length)]
          : kind.equals("unhandled") ? unhandled : kinds[4];
    }
    double least = name.equals("declared")
        ? measureDeclared(new DeclaredClassChecks(), events)
        : measure(shape(name), events);
    System.out.printf("%s %s %.3f%n", name, args[1], least);
  }

  /** {@link #measure} with the events typed {@code Event}, through {@code Declared.dispatch(Event)}. */
  private static double measureDeclared(Declared dispatcher, Object[] objects) {
    Event[] events = new Event[objects.length];
    for (int i = 0; i < events.length; i++) {
      events[i] = (Event) objects[i];
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    double least = Double.MAX_VALUE;
    for (int repetition = 0; repetition < REPETITIONS; repetition++) {
      long start = threads.getCurrentThreadCpuTime();
      for (int i = 0; i < DISPATCHES; i++) {
        dispatcher.dispatch(events[i & 1023]);
      }
      least = least(least, repetition, threads.getCurrentThreadCpuTime() - start);
    }
    return least;
  }

  private static double measure(Generic<Object> dispatcher, Object[] events) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    double least = Double.MAX_VALUE;
    for (int repetition = 0; repetition < REPETITIONS; repetition++) {
      long start = threads.getCurrentThreadCpuTime();
      for (int i = 0; i < DISPATCHES; i++) {
        dispatcher.dispatch(events[i & 1023]);
      }
      least = least(least, repetition, threads.getCurrentThreadCpuTime() - start);
    }
    return least;
  }

  private static final int REPETITIONS = 11;
  private static final int WARM_UP = 3;
  private static final int DISPATCHES = 20_000_000;

  /** The least time per dispatch so far, counting repetitions after the warm-up only. */
  private static double least(double least, int repetition, long spentNanos) {
    return repetition < WARM_UP ? least : Math.min(least, (double) spentNanos / DISPATCHES);
  }
}
