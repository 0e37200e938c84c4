package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.switchboard.Handler;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A class learned at run time does not keep its class loader alive while the dispatcher lives: one
 * new subclass of a handled event per throwaway loader, one event of each dispatched, the loaders
 * dropped, then garbage collection until every loader is collected. {@value #DEFAULT_LOADERS}
 * loaders per case by default; {@code -Pclass-unloading-full} runs 20,000 (the count of the issue
 * that found the leak).
 */
class ClassUnloadingTest {
  private static final int DEFAULT_LOADERS = 2_000;
  private static final int LOADERS =
      Integer.getInteger("switchboard.test.loaders", DEFAULT_LOADERS);
  private static final ThrowawayClasses FRESH = new ThrowawayClasses(Templates.Fresh.class);

  /** Counts the events it is given and keeps none of them. */
  private static final class Counting implements Handler<Object> {
    int count;

    @Override
    public void handle(Object event) {
      count++;
    }
  }

  @Test
  void exclusiveTableKeepsNoLearnedClassAlive() {
    Counting handled = new Counting();
    RouteTable table =
        RouteTable.builder().handle(Templates.Handled.class, handled).build();

    assertEquals(0, retainedLoaders(table, LOADERS));
    assertEquals(LOADERS, handled.count, "every event reached the handler of its superclass");
    assertStillRoutes(table, handled);
  }

  @Test
  void broadcastTableKeepsNoLearnedClassAlive() {
    Counting byClass = new Counting();
    Counting byInterface = new Counting();
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.STOP_AT_FIRST, true)
        .declare(Templates.Handled.class, 0, byClass)
        .declare(Templates.Tagged.class, 0, byInterface)
        .build();

    assertEquals(0, retainedLoaders(table, LOADERS));
    assertEquals(LOADERS, byClass.count);
    assertEquals(
        LOADERS, byInterface.count, "each learned class got a route running both handlers");
  }

  @Test
  void broadcastTableOfTheNearestTypeKeepsNoLearnedClassAlive() {
    Counting nearest = new Counting();
    RouteTable table = RouteTable.broadcastBuilder(FailurePolicy.RUN_ALL_THEN_THROW, false)
        .declare(Templates.Handled.class, 0, nearest)
        .build();

    assertEquals(0, retainedLoaders(table, LOADERS));
    assertEquals(LOADERS, nearest.count);
  }

  @Test
  void deadLettersKeepNoLearnedClassAlive() {
    Counting unrelated = new Counting();
    Counting deadLetters = new Counting();
    RouteTable original = RouteTable.builder().handle(String.class, unrelated).build();
    RouteTable table = original.withUnhandled(deadLetters);

    assertEquals(0, retainedLoaders(table, LOADERS));
    assertEquals(LOADERS, deadLetters.count, "no handler takes the fresh classes");
    assertEquals(0, unrelated.count);
    assertEquals(0, retainedLoaders(original, LOADERS / 10), "and the table it was made from");
  }

  @Test
  void theUnhandledClassLearnedLastIsNotKeptAlive() {
    // Every look-up compares with the unhandled class the table learned last before it hashes: the
    // table may remember only a class it keeps alive anyway, never one of a throwaway loader.
    Counting deadLetters = new Counting();
    RouteTable table = RouteTable.builder()
        .handle(String.class, new Counting())
        .build()
        .withUnhandled(deadLetters);

    assertEquals(0, retainedLoaders(table, LOADERS / 10, true));
    assertEquals(
        LOADERS / 10, deadLetters.count, "each event went by its case to the dead letters");
  }

  @Test
  void aDroppedTableIsCollectedWhileTheClassesItLearnedLive() throws InterruptedException {
    // The other direction: a class the table learned must not keep the table (and its handlers)
    // alive, as a per-class cache such as ClassValue would until the class is unloaded.
    List<Object> alive = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      alive.add(FRESH.newInstance());
    }
    ReferenceQueue<Object> collected = new ReferenceQueue<>();
    WeakReference<Object> table = learnAndDrop(alive, collected);

    Reference<?> dropped = null;
    for (int attempt = 0; attempt < 20 && dropped == null; attempt++) {
      System.gc();
      dropped = collected.remove(100);
    }

    assertSame(table, dropped, "the table was collected");
    Reference.reachabilityFence(alive);
  }

  private static WeakReference<Object> learnAndDrop(
      List<Object> events, ReferenceQueue<Object> collected) {
    RouteTable table =
        RouteTable.builder().handle(Templates.Handled.class, new Counting()).build();
    events.forEach(event -> table.handlerFor(event).handle(event));
    return new WeakReference<>(table, collected);
  }

  @Test
  void theCheckSeesALoaderThatIsStillReachable() {
    // Without this the test above could pass by measuring nothing: hold the events, and every
    // loader must be reported as retained.
    RouteTable table =
        RouteTable.builder().handle(Templates.Handled.class, new Counting()).build();
    List<Object> held = new ArrayList<>();
    ReferenceQueue<ClassLoader> collected = new ReferenceQueue<>();
    List<WeakReference<ClassLoader>> watched = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      Object event = FRESH.newInstance();
      table.handlerFor(event).handle(event);
      held.add(event);
      watched.add(ThrowawayClasses.watch(event, collected));
    }

    assertEquals(20, ThrowawayClasses.awaitCollection(collected, 20, 3));
    Reference.reachabilityFence(held);
    Reference.reachabilityFence(watched);
  }

  /**
   * Dispatches one event of each of {@code loaders} new classes through {@code table}, drops them,
   * and returns how many of their loaders garbage collection could not reclaim.
   */
  private static int retainedLoaders(RouteTable table, int loaders) {
    return retainedLoaders(table, loaders, false);
  }

  /** As above, each event dispatched by its case as generated code does if {@code byCase}. */
  private static int retainedLoaders(RouteTable table, int loaders, boolean byCase) {
    ReferenceQueue<ClassLoader> collected = new ReferenceQueue<>();
    List<WeakReference<ClassLoader>> watched = new ArrayList<>(loaders);
    for (int i = 0; i < loaders; i++) {
      watched.add(dispatchOne(table, collected, byCase));
    }
    int retained = ThrowawayClasses.awaitCollection(collected, loaders, 20);
    // The table must be alive while the loaders are collected: it is what could hold them.
    Reference.reachabilityFence(table);
    Reference.reachabilityFence(watched);
    return retained;
  }

  // A method of its own, so no local variable of the caller keeps the event or its class.
  private static WeakReference<ClassLoader> dispatchOne(
      RouteTable table, ReferenceQueue<ClassLoader> collected, boolean byCase) {
    Object event = FRESH.newInstance();
    if (byCase) {
      table.dispatchUncased(table.caseOf(event), event);
    } else {
      table.handlerFor(event).handle(event);
    }
    return ThrowawayClasses.watch(event, collected);
  }

  private static void assertStillRoutes(RouteTable table, Handler<Object> expected) {
    Object event = FRESH.newInstance();
    assertSame(expected, table.handlerFor(event), "the table still routes new classes");
  }
}
