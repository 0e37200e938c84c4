package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The store of a route table: fixed entries, learned ones, the bound on learned ones. */
class LearningClassMapTest {
  private static final ThrowawayClasses FRESH = new ThrowawayClasses(Templates.Fresh.class);

  @Test
  void fixedEntriesAreFoundAndLearnedOnesAdded() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, "string", Integer.class, "integer"), 100);
    List<Class<?>> learned = defineClasses(50);

    for (int i = 0; i < learned.size(); i++) {
      assertNull(map.get(learned.get(i)));
      assertEquals(i, map.learn(learned.get(i), i));
    }

    assertEquals("string", map.get(String.class));
    assertEquals("integer", map.get(Integer.class));
    for (int i = 0; i < learned.size(); i++) {
      assertEquals(i, map.get(learned.get(i)), "learned entries survive the rebuilds as the table grows");
    }
    assertEquals(52, map.size());
  }

  @Test
  void theFirstValueLearnedForAClassWins() {
    LearningClassMap map = new LearningClassMap(Map.of(), 100);
    Class<?> type = FRESH.define();

    assertEquals("first", map.learn(type, "first"));
    assertEquals("first", map.learn(type, "second"), "a thread that resolved it too gets the winner's value");
    assertEquals("first", map.get(type));
  }

  @Test
  void aFixedEntryIsNeverRelearned() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, "fixed"), 100);

    assertEquals("fixed", map.learn(String.class, "learned"));
  }

  @Test
  void learnsAtMostTheBoundOfLiveClassesAndReturnsTheValueOfTheOthersUncached() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, "fixed"), 10);
    List<Class<?>> kept = defineClasses(10);
    kept.forEach(type -> map.learn(type, "kept"));

    List<Class<?>> more = defineClasses(30);
    for (Class<?> type : more) {
      assertEquals("more", map.learn(type, "more"), "the caller still gets its route");
      assertNull(map.get(type), "but it is not cached");
    }

    assertEquals(11, map.size());
    kept.forEach(type -> assertEquals("kept", map.get(type), "classes cached are not evicted"));
    assertEquals("fixed", map.get(String.class));
  }

  @Test
  void collectedClassesMakeRoomForNewOnes() throws InterruptedException {
    LearningClassMap map = new LearningClassMap(Map.of(), 10);
    ReferenceQueue<Class<?>> collected = new ReferenceQueue<>();
    List<WeakReference<Class<?>>> watched = learnAndDrop(map, 10, collected);
    int retained = watched.size();
    for (int attempt = 0; attempt < 20 && retained > 0; attempt++) {
      System.gc();
      while (retained > 0 && collected.remove(100) != null) {
        retained--;
      }
    }
    assertEquals(0, retained, "the map let its learned classes be collected");

    // The map is full of collected classes' entries: the next class learned rebuilds it without them.
    List<Class<?>> next = defineClasses(12);
    next.forEach(type -> map.learn(type, "next"));
    for (Class<?> type : next.subList(0, 10)) {
      assertSame("next", map.get(type));
    }
    assertNull(map.get(next.get(10)), "full again, of live classes");
    assertEquals(10, map.size());
  }

  @Test
  void aMapWithoutLearnedEntriesKeepsOnlyTheFixedOnes() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, "fixed"), 10);
    Class<?> learned = FRESH.define();
    map.learn(learned, "learned");

    LearningClassMap copy = new LearningClassMap(map);

    assertEquals("fixed", copy.get(String.class));
    assertNull(copy.get(learned));
    assertEquals(1, copy.size());
    assertEquals("learned", map.get(learned), "the original keeps what it learned");
  }

  private static List<WeakReference<Class<?>>> learnAndDrop(
      LearningClassMap map, int count, ReferenceQueue<Class<?>> collected) {
    List<WeakReference<Class<?>>> watched = new ArrayList<>();
    for (Class<?> type : defineClasses(count)) {
      map.learn(type, "dropped");
      watched.add(new WeakReference<>(type, collected));
    }
    return watched;
  }

  private static List<Class<?>> defineClasses(int count) {
    List<Class<?>> classes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      classes.add(FRESH.define());
    }
    return classes;
  }
}
