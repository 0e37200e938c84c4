package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Handler;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The store of a route table: fixed entries, learned ones, the bound on learned ones. */
class LearningClassMapTest {
  private static final ThrowawayClasses FRESH = new ThrowawayClasses(Templates.Fresh.class);

  /** Routes told apart by their handler, which {@link #handlerOf} names. */
  private static final Map<String, RouteEntry> ROUTES = new HashMap<>();

  private static RouteEntry route(Object name) {
    return ROUTES.computeIfAbsent(
        String.valueOf(name), key -> new RouteEntry(new Named(key), RouteTable.NO_CASE));
  }

  /** The name of the route's handler, or null for no route. */
  private static String handlerOf(RouteEntry route) {
    return route == null ? null : ((Named) route.handler).name;
  }

  private static final class Named implements Handler<Object> {
    final String name;

    Named(String name) {
      this.name = name;
    }

    @Override
    public void handle(Object event) {}
  }

  @Test
  void fixedEntriesAreFoundAndLearnedOnesAdded() {
    LearningClassMap map = new LearningClassMap(
        Map.of(String.class, route("string"), Integer.class, route("integer")), 100);
    List<Class<?>> learned = defineClasses(50);

    for (int i = 0; i < learned.size(); i++) {
      assertNull(map.get(learned.get(i)));
      assertEquals(String.valueOf(i), handlerOf(map.learn(learned.get(i), route(i))));
    }

    assertEquals("string", handlerOf(map.get(String.class)));
    assertEquals("integer", handlerOf(map.get(Integer.class)));
    for (int i = 0; i < learned.size(); i++) {
      assertEquals(
          String.valueOf(i),
          handlerOf(map.get(learned.get(i))),
          "learned entries survive the rebuilds as the table grows");
    }
    assertEquals(52, map.size());
  }

  @Test
  void everyClassOfABuiltTableIsAtItsHomeOrItsAlternatePlace() {
    // 1,024 classes fill their table to one half, the densest a build makes; 700 to about a third.
    for (int count : new int[] {700, 1024}) {
      Map<Class<?>, RouteEntry> routes = new HashMap<>();
      for (Class<?> type : defineClasses(count)) {
        routes.put(type, route(type.getName()));
      }
      LearningClassMap map = new LearningClassMap(routes, 100);

      int atHome = 0;
      for (Class<?> type : routes.keySet()) {
        int place = map.placeOf(type);
        assertTrue(
            place == 0 || place == 1,
            "a lookup of any built class takes one or two probes, not " + place);
        atHome += place == 0 ? 1 : 0;
        assertSame(routes.get(type).handler, map.get(type).handler);
      }
      assertTrue(atHome > count / 2, atHome + " of " + count + " at home");
      LearningClassMap copy = new LearningClassMap(map);
      for (Class<?> type : routes.keySet()) {
        assertTrue(copy.placeOf(type) <= 1, "a copy is built the same way");
      }
    }
  }

  @Test
  void learnedClassesAreFoundWhereverTheyWereInsertedAndAfterARebuild() {
    Map<Class<?>, RouteEntry> routes = new HashMap<>();
    for (Class<?> type : defineClasses(64)) {
      routes.put(type, route(type.getName()));
    }
    LearningClassMap map = new LearningClassMap(routes, 10_000);
    List<Class<?>> learned = defineClasses(3_000);
    int[] places = new int[3];

    for (Class<?> type : learned) {
      map.learn(type, route("learned " + type.getName()));
      places[map.placeOf(type)]++;
    }

    assertTrue(places[2] > 0, "some learned classes go past both places, inserted in place");
    for (Class<?> type : learned) {
      assertEquals("learned " + type.getName(), handlerOf(map.get(type)));
    }
    for (Class<?> type : routes.keySet()) {
      assertTrue(
          map.placeOf(type) <= 1, "the built classes keep their places through the rebuilds");
    }
  }

  @Test
  void theFirstValueLearnedForAClassWins() {
    LearningClassMap map = new LearningClassMap(Map.of(), 100);
    Class<?> type = FRESH.define();

    assertEquals("first", handlerOf(map.learn(type, route("first"))));
    assertEquals(
        "first",
        handlerOf(map.learn(type, route("second"))),
        "a thread that resolved it too gets the winner's value");
    assertEquals("first", handlerOf(map.get(type)));
  }

  @Test
  void aLearnedRouteIsAWeakReferenceToItsClassWithTheHandlerAndCaseOfItsRoute() {
    LearningClassMap map = new LearningClassMap(Map.of(), 100);
    Class<?> type = FRESH.define();
    RouteEntry shared = new RouteEntry(new Named("shared"), 3);

    RouteEntry learned = map.learn(type, shared);

    assertSame(type, learned.type());
    assertNull(learned.key, "held weakly, not as the key");
    assertSame(shared.handler, learned.handler);
    assertEquals(3, learned.caseIndex);
    assertSame(learned, map.get(type));
    assertNull(shared.type(), "a shared route refers to no class");
  }

  @Test
  void aClassOfALoaderTheFixedKeysKeepIsItsOwnKeyLikeAFixedOne() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 100);
    RouteEntry shared = new RouteEntry(new Named("shared"), 3);

    RouteEntry learned = map.learn(Templates.Fresh.class, shared);
    RouteEntry bootstrap = map.learn(Integer.class, shared);

    assertSame(
        Templates.Fresh.class,
        learned.key,
        "held strongly: the map keeps the class's loader through Named anyway");
    assertTrue(learned.learned);
    assertSame(shared.handler, learned.handler);
    assertEquals(3, learned.caseIndex);
    assertSame(learned, map.get(Templates.Fresh.class));
    assertSame(
        Integer.class,
        bootstrap.key,
        "held strongly: the bootstrap loader never unloads its classes");
    assertSame(bootstrap, map.get(Integer.class));
    assertEquals(3, map.size());
  }

  @Test
  void aHiddenClassOrOneOfAnotherLoaderIsHeldWeaklyEvenIfTheFixedKeysKeepItsLoader() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 100);
    Runnable lambda = () -> {};
    Class<?> hidden = lambda.getClass();
    Class<?> child = FRESH.define();

    RouteEntry hiddenEntry = map.learn(hidden, route("hidden"));
    RouteEntry childEntry = map.learn(child, route("child"));

    assertNull(hiddenEntry.key, "held weakly");
    assertSame(hidden, hiddenEntry.type());
    assertNull(childEntry.key, "held weakly");
    assertSame(child, childEntry.type());
    assertEquals("hidden", handlerOf(map.get(hidden)));
    assertEquals("child", handlerOf(map.get(child)));
  }

  @Test
  void classesHeldStronglyCountTowardsTheBoundAndSurviveRebuilds() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 3);
    List<Class<?>> strong = List.of(Integer.class, Long.class, Templates.Fresh.class);
    strong.forEach(type -> map.learn(type, route("strong")));
    Class<?> weak = FRESH.define();

    assertEquals("weak", handlerOf(map.learn(weak, route("weak"))));
    assertNull(map.get(weak), "the bound is reached: not cached");
    strong.forEach(type -> assertEquals("strong", handlerOf(map.get(type))));
    assertEquals(4, map.size());

    LearningClassMap copy = new LearningClassMap(map);
    assertNull(copy.get(Integer.class), "a copy keeps only the fixed entries");
    assertEquals(1, copy.size());
  }

  @Test
  void aFixedEntryIsNeverRelearned() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, route("fixed")), 100);

    assertEquals("fixed", handlerOf(map.learn(String.class, route("learned"))));
  }

  @Test
  void learnsAtMostTheBoundOfLiveClassesAndReturnsTheValueOfTheOthersUncached() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, route("fixed")), 10);
    List<Class<?>> kept = defineClasses(10);
    kept.forEach(type -> map.learn(type, route("kept")));

    List<Class<?>> more = defineClasses(30);
    for (Class<?> type : more) {
      assertEquals(
          "more", handlerOf(map.learn(type, route("more"))), "the caller still gets its route");
      assertNull(map.get(type), "but it is not cached");
    }

    assertEquals(11, map.size());
    kept.forEach(
        type -> assertEquals("kept", handlerOf(map.get(type)), "classes cached are not evicted"));
    assertEquals("fixed", handlerOf(map.get(String.class)));
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

    // The map is full of collected classes' entries: the next class learned rebuilds it without
    // them.
    List<Class<?>> next = defineClasses(12);
    next.forEach(type -> map.learn(type, route("next")));
    for (Class<?> type : next.subList(0, 10)) {
      assertEquals("next", handlerOf(map.get(type)));
    }
    assertNull(map.get(next.get(10)), "full again, of live classes");
    assertEquals(10, map.size());
  }

  @Test
  void aMapWithoutLearnedEntriesKeepsOnlyTheFixedOnes() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, route("fixed")), 10);
    Class<?> learned = FRESH.define();
    map.learn(learned, route("learned"));

    LearningClassMap copy = new LearningClassMap(map);

    assertEquals("fixed", handlerOf(copy.get(String.class)));
    assertNull(copy.get(learned));
    assertEquals(1, copy.size());
    assertEquals("learned", handlerOf(map.get(learned)), "the original keeps what it learned");
  }

  private static List<WeakReference<Class<?>>> learnAndDrop(
      LearningClassMap map, int count, ReferenceQueue<Class<?>> collected) {
    List<WeakReference<Class<?>>> watched = new ArrayList<>();
    for (Class<?> type : defineClasses(count)) {
      map.learn(type, route("dropped"));
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
