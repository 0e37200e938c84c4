package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.switchboard.Handler;
import dev.switchboard.Handlers;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two threads learn the same classes, each with routes of its own, while two others read them: the
 * in-place insertions and the rebuilds must never show a reader a wrong handler or a wrong case (only
 * "not yet", then the winner's), and both learners must agree on one winner per class. Classes held
 * weakly (each of a throwaway loader) and strongly (arrays of class-path and bootstrap classes) are
 * mixed, so both kinds of pair are written while being read.
 */
class LearningClassMapConcurrencyTest {
  private static final int ROUNDS = 20;
  private static final int LEARNERS = 2;
  private static final int READERS = 2;

  @Test
  @Timeout(120)
  void readersSeeNothingOrTheWinnersRouteAndLearnersAgreeOnTheWinner() throws Exception {
    List<Class<?>> classes = classes();
    int[] cases = new int[classes.size()];
    for (int i = 0; i < cases.length; i++) {
      cases[i] = i % 40 - 2; // NO_CASE, UNHANDLED and cases 0 to 37
    }
    List<Throwable> failures = new CopyOnWriteArrayList<>();
    for (int round = 0; round < ROUNDS; round++) {
      runRound(classes, cases, new Random(round), failures);
    }
    assertEquals(
        List.of(),
        failures.subList(0, Math.min(3, failures.size())),
        failures.size() + " failures, the first");
  }

  private static void runRound(
      List<Class<?>> classes, int[] cases, Random random, List<Throwable> failures)
      throws Exception {
    List<Class<?>> order = new ArrayList<>(classes);
    Collections.shuffle(order, random);
    LearningClassMap map = new LearningClassMap(
        Map.of(Templates.Handled.class, new RouteEntry(new Named(-1, -1), 0)), 1 << 16);
    AtomicReferenceArray<RouteEntry> winners = new AtomicReferenceArray<>(classes.size());
    CyclicBarrier start = new CyclicBarrier(LEARNERS + READERS);
    List<Thread> learners = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int learner = 0; learner < LEARNERS; learner++) {
      int self = learner;
      Thread thread = new Thread(() -> run(failures, start, () -> {
        for (Class<?> type : order) {
          int i = classes.indexOf(type);
          RouteEntry won = map.learn(type, new RouteEntry(new Named(self, i), cases[i]));
          if (!winners.compareAndSet(i, null, won)) {
            assertSame(winners.get(i).handler, won.handler, "one winner for " + type.getName());
          }
          assertEquals(cases[i], won.caseIndex);
        }
      }));
      learners.add(thread);
      threads.add(thread);
    }
    for (int reader = 0; reader < READERS; reader++) {
      Random picks = new Random(random.nextLong());
      threads.add(new Thread(() -> run(failures, start, () -> {
        while (learners.stream().anyMatch(Thread::isAlive)) {
          int i = picks.nextInt(classes.size());
          RouteEntry winner = winners.get(i);
          RouteEntry seen = map.get(classes.get(i));
          if (winner != null) {
            assertSame(winner.handler, seen.handler, "learned before the read");
            assertEquals(cases[i], seen.caseIndex);
          } else if (seen != null) {
            assertEquals(
                i, ((Named) seen.handler).type, "a handler of this class's routes or none");
            assertEquals(cases[i], seen.caseIndex, "this class's case or none");
          }
        }
      })));
    }
    for (Thread thread : threads) {
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    for (int i = 0; i < classes.size(); i++) {
      assertSame(winners.get(i).handler, map.get(classes.get(i)).handler);
      assertEquals(cases[i], map.get(classes.get(i)).caseIndex);
    }
    assertEquals(1 + classes.size(), map.size());
  }

  @Test
  @Timeout(120)
  void dispatchersRacingToLearnTheSameClassesNeverGetANullHandlerNorAWrongCase() throws Exception {
    List<Class<?>> classes = classes();
    List<Object> events = new ArrayList<>();
    for (Class<?> type : classes) {
      events.add(
          type.isArray()
              ? Array.newInstance(type.getComponentType(), 0)
              : type.getConstructor().newInstance());
    }
    Handler<Object> handled = new Named(-1, -1);
    List<Throwable> failures = new CopyOnWriteArrayList<>();
    Random random = new Random(0);
    for (int round = 0; round < ROUNDS; round++) {
      RouteTable table =
          RouteTable.builder(handled).handle(Templates.Handled.class, handled).build();
      CyclicBarrier start = new CyclicBarrier(LEARNERS + READERS);
      List<Thread> threads = new ArrayList<>();
      for (int thread = 0; thread < LEARNERS + READERS; thread++) {
        List<Object> order = new ArrayList<>(events);
        Collections.shuffle(order, new Random(random.nextLong()));
        threads.add(new Thread(() -> run(failures, start, () -> {
          for (Object event : order) {
            boolean fresh = event instanceof Templates.Handled;
            assertSame(
                fresh ? handled : Handlers.noOp(),
                table.handlerFor(event),
                "the route of a class or its first look");
            assertEquals(fresh ? 0 : RouteTable.UNHANDLED, table.caseOf(event));
          }
        })));
      }
      for (Thread thread : threads) {
        thread.start();
      }
      for (Thread thread : threads) {
        thread.join();
      }
    }
    assertEquals(
        List.of(),
        failures.subList(0, Math.min(3, failures.size())),
        failures.size() + " failures, the first");
  }

  @Test
  @Timeout(120)
  void aCopyForDeadLettersTakenWhileClassesAreLearnedHasTheFixedRoutesAndNothingLearned()
      throws Exception {
    List<Object> events = new ArrayList<>();
    for (Class<?> type : classes()) {
      if (type.isArray()) { // held strongly: inserted in place, key and route in two writes
        events.add(Array.newInstance(type.getComponentType(), 0));
      }
    }
    Handler<Object> handled = new Named(-1, -1);
    Handler<Object> deadLetters = new Named(-2, -2);
    Object handledEvent = new Templates.Handled();
    List<Throwable> failures = new CopyOnWriteArrayList<>();
    for (int round = 0; round < ROUNDS; round++) {
      RouteTable table =
          RouteTable.builder(handled).handle(Templates.Handled.class, handled).build();
      CyclicBarrier start = new CyclicBarrier(LEARNERS + 1);
      List<Thread> learners = new ArrayList<>();
      for (int learner = 0; learner < LEARNERS; learner++) {
        learners.add(
            new Thread(() -> run(failures, start, () -> events.forEach(table::handlerFor))));
      }
      Thread copier = new Thread(() -> run(failures, start, () -> {
        do {
          RouteTable copy = table.withUnhandled(deadLetters);
          assertSame(handled, copy.handlerFor(handledEvent), "a fixed route, copied");
          assertSame(deadLetters, copy.handlerFor(events.get(0)), "nothing learned is copied");
        } while (learners.stream().anyMatch(Thread::isAlive));
      }));
      learners.forEach(Thread::start);
      copier.start();
      for (Thread learner : learners) {
        learner.join();
      }
      copier.join();
    }
    assertEquals(
        List.of(),
        failures.subList(0, Math.min(3, failures.size())),
        failures.size() + " failures, the first");
  }

  /** Throwaway-loader classes, held weakly, and array classes of the class path and bootstrap, held strongly. */
  private static List<Class<?>> classes() {
    ThrowawayClasses fresh = new ThrowawayClasses(Templates.Fresh.class);
    List<Class<?>> classes = new ArrayList<>();
    for (int i = 0; i < 1_500; i++) {
      classes.add(fresh.define());
    }
    for (Class<?> element :
        List.of(Templates.Fresh.class, Templates.Handled.class, String.class, Integer.class)) {
      Class<?> type = element;
      for (int dimensions = 1; dimensions <= 100; dimensions++) {
        type = Array.newInstance(type, 0).getClass();
        classes.add(type);
      }
    }
    return classes;
  }

  private static void run(List<Throwable> failures, CyclicBarrier start, Runnable body) {
    try {
      start.await();
      body.run();
    } catch (Exception | AssertionError e) {
      failures.add(e);
    }
  }

  /** A handler of learner {@code learner}'s route for the class at index {@code type}. */
  private static final class Named implements Handler<Object> {
    final int learner;
    final int type;

    Named(int learner, int type) {
      this.learner = learner;
      this.type = type;
    }

    @Override
    public void handle(Object event) {}
  }
}
