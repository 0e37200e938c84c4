package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The store of a route table's learned classes: entries, the first learner winning, the bound. */
class LearningClassMapTest {
  private static final ThrowawayClasses FRESH = new ThrowawayClasses(Templates.Fresh.class);

  /** An entry whose value is a string. */
  private static final class Named extends LearningClassMap.Entry {
    final String value;

    Named(Class<?> key, String value) {
      super(key);
      this.value = value;
    }
  }

  @Test
  void learnedEntriesAreFoundAcrossRebuilds() {
    LearningClassMap<Named> map = new LearningClassMap<>(100);
    List<Class<?>> learned = defineClasses(50);

    for (int i = 0; i < learned.size(); i++) {
      assertNull(map.get(learned.get(i)));
      assertEquals("" + i, map.learn(new Named(learned.get(i), "" + i)).value);
    }

    for (int i = 0; i < learned.size(); i++) {
      assertEquals("" + i, map.get(learned.get(i)).value, "learned entries survive the rebuilds as the table grows");
    }
    assertNull(map.get(String.class));
    assertEquals(50, map.size());
  }

  @Test
  void theFirstValueLearnedForAClassWins() {
    LearningClassMap<Named> map = new LearningClassMap<>(100);
    Class<?> type = FRESH.define();

    assertEquals("first", map.learn(new Named(type, "first")).value);
    assertEquals("first", map.learn(new Named(type, "second")).value,
        "a thread that resolved it too gets the winner's value");
    assertEquals("first", map.get(type).value);
  }

  @Test
  void learnsAtMostTheBoundOfLiveClassesAndReturnsTheValueOfTheOthersUncached() {
    LearningClassMap<Named> map = new LearningClassMap<>(10);
    List<Class<?>> kept = defineClasses(10);
    kept.forEach(type -> map.learn(new Named(type, "kept")));

    List<Class<?>> more = defineClasses(30);
    for (Class<?> type : more) {
      assertEquals("more", map.learn(new Named(type, "more")).value, "the caller still gets its route");
      assertNull(map.get(type), "but it is not cached");
    }

    assertEquals(10, map.size());
    kept.forEach(type -> assertEquals("kept", map.get(type).value, "classes cached are not evicted"));
  }

  @Test
  void collectedClassesMakeRoomForNewOnes() throws InterruptedException {
    LearningClassMap<Named> map = new LearningClassMap<>(10);
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
    next.forEach(type -> map.learn(new Named(type, "next")));
    for (Class<?> type : next.subList(0, 10)) {
      assertSame("next", map.get(type).value);
    }
    assertNull(map.get(next.get(10)), "full again, of live classes");
    assertEquals(10, map.size());
  }

  private static List<WeakReference<Class<?>>> learnAndDrop(
      LearningClassMap<Named> map, int count, ReferenceQueue<Class<?>> collected) {
    List<WeakReference<Class<?>>> watched = new ArrayList<>();
    for (Class<?> type : defineClasses(count)) {
      map.learn(new Named(type, "dropped"));
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
