package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    return ROUTES.computeIfAbsent(String.valueOf(name), key -> new RouteEntry(new Named(key), RouteTable.NO_CASE));
  }

  /** The name of the route's handler, or null for no route. */
  private static String handlerOf(RouteEntry route) {
    return route == null ? null : handlerOf(route.handler);
  }

  /** The name of the handler, or null for none. */
  private static String handlerOf(Handler<?> handler) {
    return handler == null ? null : ((Named) handler).name;
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
    LearningClassMap map = new LearningClassMap(Map.of(String.class, route("string"), Integer.class, route("integer")), 100);
    List<Class<?>> learned = defineClasses(50);

    for (int i = 0; i < learned.size(); i++) {
      assertNull(map.handler(learned.get(i)));
      assertEquals(String.valueOf(i), handlerOf(map.learn(learned.get(i), route(i))));
    }

    assertEquals("string", handlerOf(map.handler(String.class)));
    assertEquals("integer", handlerOf(map.handler(Integer.class)));
    for (int i = 0; i < learned.size(); i++) {
      assertEquals(String.valueOf(i), handlerOf(map.handler(learned.get(i))), "learned entries survive the rebuilds as the table grows");
    }
    assertEquals(52, map.size());
  }

  @Test
  void theFirstValueLearnedForAClassWins() {
    LearningClassMap map = new LearningClassMap(Map.of(), 100);
    Class<?> type = FRESH.define();

    assertEquals("first", handlerOf(map.learn(type, route("first"))));
    assertEquals("first", handlerOf(map.learn(type, route("second"))), "a thread that resolved it too gets the winner's value");
    assertEquals("first", handlerOf(map.handler(type)));
  }

  @Test
  void aLearnedClassHasTheHandlerAndCaseOfItsRoute() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 100);
    RouteEntry shared = new RouteEntry(new Named("shared"), 3);
    Class<?> child = FRESH.define();
    Class<?> hidden = ((Runnable) () -> {}).getClass();

    for (Class<?> type : List.of(child, hidden, Templates.Fresh.class, Integer.class)) {
      assertEquals(LearningClassMap.ABSENT, map.caseIndex(type));
      assertSame(shared, map.learn(type, shared), "the first to learn it gets its own route back");
      assertSame(shared.handler, map.handler(type), type.getName());
      assertEquals(3, map.caseIndex(type), type.getName());
    }
    RouteEntry again = map.learn(child, route("other"));
    assertSame(shared.handler, again.handler, "a second learner gets the winner's route");
    assertEquals(3, again.caseIndex);
    assertEquals(RouteTable.NO_CASE, map.caseIndex(Named.class));
    assertEquals(5, map.size());
  }

  @Test
  void everyCaseARouteMayHaveIsKeptAndNoneIsMistakenForAbsent() {
    List<Class<?>> types = defineClasses(4);
    Map<Class<?>, RouteEntry> fixed = new HashMap<>();
    int[] cases = {RouteTable.NO_CASE, RouteTable.UNHANDLED, 0, 7};
    for (int i = 0; i < cases.length; i++) {
      fixed.put(types.get(i), new RouteEntry(new Named("f" + i), cases[i]));
    }
    LearningClassMap map = new LearningClassMap(fixed, 100);
    List<Class<?>> learned = defineClasses(4);
    for (int i = 0; i < cases.length; i++) {
      map.learn(learned.get(i), new RouteEntry(new Named("l" + i), cases[i]));
    }

    for (int i = 0; i < cases.length; i++) {
      assertEquals(cases[i], map.caseIndex(types.get(i)));
      assertEquals(cases[i], map.caseIndex(learned.get(i)));
      assertEquals(cases[i], new LearningClassMap(map).caseIndex(types.get(i)), "a copy keeps the cases");
    }
  }

  @Test
  void aClassOfALoaderTheFixedKeysKeepIsHeldStronglyLikeAFixedOne() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 100);

    map.learn(Templates.Fresh.class, route("class path"));
    map.learn(Integer.class, route("bootstrap"));

    assertFalse(map.holdsWeakly(Templates.Fresh.class), "the map keeps the class's loader through Named anyway");
    assertFalse(map.holdsWeakly(Integer.class), "the bootstrap loader never unloads its classes");
    assertEquals("class path", handlerOf(map.handler(Templates.Fresh.class)));
    assertEquals("bootstrap", handlerOf(map.handler(Integer.class)));
    assertEquals(3, map.size());
  }

  @Test
  void aHiddenClassOrOneOfAnotherLoaderIsHeldWeaklyEvenIfTheFixedKeysKeepItsLoader() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 100);
    Runnable lambda = () -> {};
    Class<?> hidden = lambda.getClass();
    Class<?> child = FRESH.define();

    map.learn(hidden, route("hidden"));
    map.learn(child, route("child"));

    assertTrue(map.holdsWeakly(hidden));
    assertTrue(map.holdsWeakly(child));
    assertEquals("hidden", handlerOf(map.handler(hidden)));
    assertEquals("child", handlerOf(map.handler(child)));
  }

  @Test
  void classesHeldStronglyCountTowardsTheBoundAndSurviveRebuilds() {
    LearningClassMap map = new LearningClassMap(Map.of(Named.class, route("fixed")), 3);
    List<Class<?>> strong = List.of(Integer.class, Long.class, Templates.Fresh.class);
    strong.forEach(type -> map.learn(type, route("strong")));
    Class<?> weak = FRESH.define();

    assertEquals("weak", handlerOf(map.learn(weak, route("weak"))));
    assertNull(map.handler(weak), "the bound is reached: not cached");
    strong.forEach(type -> assertEquals("strong", handlerOf(map.handler(type))));
    assertEquals(4, map.size());

    LearningClassMap copy = new LearningClassMap(map);
    assertNull(copy.handler(Integer.class), "a copy keeps only the fixed entries");
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
      assertEquals("more", handlerOf(map.learn(type, route("more"))), "the caller still gets its route");
      assertNull(map.handler(type), "but it is not cached");
    }

    assertEquals(11, map.size());
    kept.forEach(type -> assertEquals("kept", handlerOf(map.handler(type)), "classes cached are not evicted"));
    assertEquals("fixed", handlerOf(map.handler(String.class)));
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
    next.forEach(type -> map.learn(type, route("next")));
    for (Class<?> type : next.subList(0, 10)) {
      assertEquals("next", handlerOf(map.handler(type)));
    }
    assertNull(map.handler(next.get(10)), "full again, of live classes");
    assertEquals(10, map.size());
  }

  @Test
  void aMapWithoutLearnedEntriesKeepsOnlyTheFixedOnes() {
    LearningClassMap map = new LearningClassMap(Map.of(String.class, route("fixed")), 10);
    Class<?> learned = FRESH.define();
    map.learn(learned, route("learned"));

    LearningClassMap copy = new LearningClassMap(map);

    assertEquals("fixed", handlerOf(copy.handler(String.class)));
    assertNull(copy.handler(learned));
    assertEquals(1, copy.size());
    assertEquals("learned", handlerOf(map.handler(learned)), "the original keeps what it learned");
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
