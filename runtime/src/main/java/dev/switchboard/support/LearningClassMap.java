package dev.switchboard.support;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A map from classes to their {@link RouteEntry routes}, compared by identity, that starts from fixed
 * entries and learns more while it is read: the route table's store. Fixed entries (the processor's
 * routes) are held strongly. A learned entry (a class first seen at run time) never makes the map keep
 * a class, nor its class loader, reachable that it did not keep reachable already:
 * <ul>
 *   <li>a class defined by the loader of a fixed key's class or by one of that loader's ancestors
 *       (the bootstrap loader included), and not hidden, is held strongly, like a fixed key: the map
 *       reaches that loader through the fixed key, and a loader keeps every class it defined, so the
 *       class lives as long as the map anyway. A hit on it costs what a hit on a fixed key costs;
 *   <li>any other class (of a child loader: plugins, hot reload, throwaway loaders; or a hidden class,
 *       such as a lambda's, which its loader does not keep) is held weakly: its entry is a weak
 *       reference to it, and a hit costs one test and one load more.
 * </ul>
 *
 * <p>It is one open-addressed table of entries, each its class's key ({@link RouteEntry}): the slots
 * are typed, so a hit reads the slot, compares the entry's key and has the route in the same object,
 * with no type check. An empty slot holds {@link #EMPTY}, never null, so reading an entry's key needs
 * no explicit null test. Every class has two places, its home (the low bits of its identity hash)
 * and an alternate one (other bits of the same hash). When a table is built, its
 * entries are placed by cuckoo hashing: each at one of its two places, moving an entry in the way to
 * its other place, so that a hit on any of them costs one hash and one or two probes, in straight-line
 * code, whichever class it is. (With linear probing alone, a class that sat a few slots past its
 * home cost every hit on it a probe per slot, so a dispatch's cost depended on which class it was.)
 * A table whose moves leave an entry of the processor's without one of its
 * places is built again twice as large, at most {@link #MAX_GROWTHS} times; an entry still left goes
 * to the first empty slot after its home, where a lookup that finds neither place holding it looks
 * next. A hit allocates nothing and takes no lock.
 *
 * <p>Learning inserts in place, under a lock, into an empty slot (its home, else its alternate place,
 * else the first empty slot after its home), each slot written once per array with an entry whose own
 * fields are final: a racing reader sees them whole, or the empty slot. Only a weak entry's referent
 * (a field of {@link java.lang.ref.Reference}, not final) may still look null to it. Both are a miss
 * to that reader, which the caller resolves through {@link #learn}, which looks again under the lock.
 * Entries never move within a published array, so no lookup ever misses an entry that is there: a
 * class's home is never empty once anything was put there, and the run after it ends at the first
 * empty slot. The fixed entries start at a load of at most one half. When the table is half full, it
 * is rebuilt into a new array with the fixed entries (placed as in a new table) and the learned
 * entries whose class is still alive (inserted after them as at learning; the others are dropped
 * there), sized for all entries counted before it at a load of at most
 * one quarter (or, near the bound, one half of the table of {@code maxLearned} learned classes), and
 * published through a volatile field. Each rebuild is paid for by the at least as many insertions
 * before it: learning costs amortized O(1).
 *
 * <p>At most {@code maxLearned} learned entries are kept. When that many are live, a new class is
 * not cached: {@link #learn} returns its route without storing it (the caller resolves it again on
 * the next dispatch), and the table is scanned for collected classes again only after a quarter as
 * many refusals, so refusing stays O(1) amortized too.
 */
// Not final: RouteTable extends it, so that a lookup reaches the slots in one load fewer than
// through a field holding a map (each lookup is a chain of dependent loads).
class LearningClassMap {
  /** How many learned classes a table keeps at most, by default. */
  static final int DEFAULT_MAX_LEARNED = 1 << 16;

  /**
   * How many entries one placement may move to their other place before it gives up and puts the
   * last one moved after its home: enough for tables at the load they are built at (at most one
   * half), and a bound on the work of one placement.
   */
  private static final int MAX_MOVES = 32;

  /** How many times a new table of fixed entries may double to give each of them one of its two places. */
  private static final int MAX_GROWTHS = 2;

  /** What {@link #loaderOrRefused} returns when a security manager will not show a class's loader. */
  private static final Object REFUSED = new Object();

  /** What an empty slot holds: an entry of no class, which no lookup matches. */
  private static final RouteEntry EMPTY = new RouteEntry(null, RouteTable.UNHANDLED);

  private final int fixed;
  private final int maxLearned;

  /**
   * The class loaders the fixed keys keep reachable (their classes' loaders and those loaders'
   * ancestors): a learned class of one of them, or of the bootstrap loader, is held strongly.
   */
  private final ClassLoader[] keptLoaders;

  private final Object lock = new Object();

  /** One entry or {@link #EMPTY} per slot; its length is a power of two. */
  private volatile RouteEntry[] slots;

  /** Learned entries in {@link #slots}, those whose class was collected included; guarded by the lock. */
  private int learned;

  /** New classes to refuse before looking for collected ones again, once the map is full; guarded by the lock. */
  private int refusalsBeforeRescan;

  /**
   * A map holding {@code fixedEntries} and nothing learned yet, which will keep at most {@code
   * maxLearned} learned entries.
   */
  LearningClassMap(Map<Class<?>, RouteEntry> fixedEntries, int maxLearned) {
    this(
        fixedSlotsOf(fixedEntries),
        fixedEntries.size(),
        maxLearned,
        loadersOf(fixedEntries.keySet()));
  }

  /** A map with the fixed entries of {@code original} and nothing learned; they share nothing mutable. */
  LearningClassMap(LearningClassMap original) {
    this(
        fixedSlotsOf(original.slots, original.fixed),
        original.fixed,
        original.maxLearned,
        original.keptLoaders);
  }

  private LearningClassMap(
      RouteEntry[] slots, int fixed, int maxLearned, ClassLoader[] keptLoaders) {
    this.slots = slots;
    this.fixed = fixed;
    this.maxLearned = maxLearned;
    this.keptLoaders = keptLoaders;
  }

  // At a load of at most one half, not the quarter of a rebuild: a quarter made megamorphic
  // handlerFor measurably slower on JDK 17 and nothing faster.
  private static RouteEntry[] fixedSlotsOf(Map<Class<?>, RouteEntry> routes) {
    List<RouteEntry> entries = new ArrayList<>(routes.size());
    for (Map.Entry<Class<?>, RouteEntry> route : routes.entrySet()) {
      RouteEntry given = route.getValue();
      // An entry that is already its class's (a route table's own) is kept, not copied.
      boolean classesOwn = given.key == route.getKey() && !given.learned;
      entries.add(classesOwn ? given : RouteEntry.strong(route.getKey(), given, false));
    }
    return fixedSlots(entries, ClassMap.capacityFor(routes.size()));
  }

  // Read without the lock: every entry seen is whole, and the fixed ones were all written before
  // the array was published.
  private static RouteEntry[] fixedSlotsOf(RouteEntry[] slots, int fixed) {
    List<RouteEntry> entries = new ArrayList<>(fixed);
    for (RouteEntry entry : slots) {
      if (entry.key != null && !entry.learned) {
        entries.add(entry);
      }
    }
    return fixedSlots(entries, ClassMap.capacityFor(fixed));
  }

  /**
   * New slots of at least {@code length} holding the fixed {@code entries}, each at one of its two
   * places: a table in which the cuckoo moves leave an entry without one is built again twice as
   * large, at most {@link #MAX_GROWTHS} times, after which the entries left go after their homes.
   */
  private static RouteEntry[] fixedSlots(List<RouteEntry> entries, int length) {
    for (int growths = 0; ; growths++, length *= 2) {
      RouteEntry[] slots = emptySlots(length);
      List<RouteEntry> placedLast = new ArrayList<>();
      for (RouteEntry entry : entries) {
        place(slots, entry, placedLast);
      }
      if (placedLast.isEmpty() || growths == MAX_GROWTHS) {
        placeAfterHomes(slots, placedLast);
        return slots;
      }
    }
  }

  /** {@code length} empty slots. */
  private static RouteEntry[] emptySlots(int length) {
    RouteEntry[] slots = new RouteEntry[length];
    Arrays.fill(slots, EMPTY);
    return slots;
  }

  /** The distinct loaders of {@code classes} and their ancestors, the bootstrap loader left out. */
  private static ClassLoader[] loadersOf(Iterable<Class<?>> classes) {
    List<ClassLoader> loaders = new ArrayList<>();
    for (Class<?> type : classes) {
      Object first = loaderOrRefused(type);
      for (ClassLoader loader = first == REFUSED ? null : (ClassLoader) first;
          loader != null && !containsSame(loaders, loader);
          loader = parentOf(loader)) {
        loaders.add(loader);
      }
    }
    return loaders.toArray(new ClassLoader[0]);
  }

  // A security manager may refuse to show a loader: the map then holds that loader's classes
  // weakly, which is always safe. Null is the bootstrap loader, whose classes are never refused.
  private static Object loaderOrRefused(Class<?> type) {
    try {
      return type.getClassLoader();
    } catch (SecurityException refused) {
      return REFUSED;
    }
  }

  private static ClassLoader parentOf(ClassLoader loader) {
    try {
      return loader.getParent();
    } catch (SecurityException refused) {
      return null;
    }
  }

  private static boolean containsSame(List<ClassLoader> loaders, ClassLoader loader) {
    return containsSame(loaders.toArray(new ClassLoader[0]), loader);
  }

  private static boolean containsSame(ClassLoader[] loaders, ClassLoader loader) {
    for (ClassLoader candidate : loaders) {
      if (candidate == loader) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the map keeps {@code type} reachable already: a class its loader keeps (not hidden) of a
   * loader the fixed keys keep, or of the bootstrap loader.
   */
  // The loader first: telling a hidden class costs more, and only a kept loader's classes need it.
  private boolean keepsAlready(Class<?> type) {
    Object loader = loaderOrRefused(type);
    if (loader == REFUSED || !(loader == null || containsSame(keptLoaders, (ClassLoader) loader))) {
      return false;
    }
    return !HiddenClasses.isHidden(type);
  }

  /** The route of {@code key}, fixed or learned, or null. */
  // The two places first, in straight-line code: every class a build placed and most learned ones
  // are at one of them. Only a weakly held class, a class learned past both, or a miss goes on.
  final RouteEntry get(Class<?> key) {
    RouteEntry[] slots = this.slots;
    int last = slots.length - 1;
    int hash = System.identityHashCode(key);
    RouteEntry home = slots[hash & last];
    if (home.key == key) {
      return home;
    }
    RouteEntry alternate = slots[alternate(hash, last)];
    if (alternate.key == key) {
      return alternate;
    }
    return home == EMPTY ? null : beyondTwoPlaces(slots, key, hash, last);
  }

  /**
   * The entry of {@code key} when neither of its places holds it strongly: a weakly held one at
   * either place, or one in the run of slots after its home, which ends at the first empty slot.
   */
  private static RouteEntry beyondTwoPlaces(RouteEntry[] slots, Class<?> key, int hash, int last) {
    int home = hash & last;
    if (holds(slots[home], key)) {
      return slots[home];
    }
    RouteEntry alternate = slots[alternate(hash, last)];
    if (holds(alternate, key)) {
      return alternate;
    }
    for (int i = (home + 1) & last; ; i = (i + 1) & last) {
      RouteEntry entry = slots[i];
      if (entry == EMPTY) {
        return null;
      }
      if (holds(entry, key)) {
        return entry;
      }
    }
  }

  /** Whether {@code entry} is the entry of {@code key}, held strongly or weakly ({@link #EMPTY} is neither). */
  private static boolean holds(RouteEntry entry, Class<?> key) {
    return entry.key == key || entry.key == null && entry.type() == key;
  }

  /**
   * The second place of a class whose identity hash is {@code hash}, in a table of {@code last + 1}
   * slots: the hash's bits from 16 up (15 of them: identity hashes have 31 bits), xor its low bits
   * moved up by 11, which reach only tables past 2,048 slots and cover those past 32,768; either way
   * not the home's own bits. A shift and an xor: a multiplicative hash here cost
   * megamorphic dispatch at 64 event types 1.5 times the time (JDK 17, three interleaved rounds).
   */
  private static int alternate(int hash, int last) {
    return (hash >>> 16 ^ hash << 11) & last;
  }

  /**
   * Learns that {@code key} takes {@code route}, unless it is already mapped: returns the route of
   * {@code key} now, the one of the first thread to learn it (with its handler and case). {@code
   * route}'s handler must not reference {@code key} or its class loader, or the map would keep the
   * class alive after all.
   */
  final RouteEntry learn(Class<?> key, RouteEntry route) {
    synchronized (lock) {
      RouteEntry known = get(key);
      if (known != null) {
        return known;
      }
      if (learned >= maxLearned && !makeRoomForLearned()) {
        return route;
      }
      RouteEntry[] slots = this.slots;
      if (2 * (fixed + learned + 1) > slots.length) {
        slots = rebuild();
      }
      RouteEntry entry =
          keepsAlready(key) ? RouteEntry.strong(key, route, true) : RouteEntry.weak(key, route);
      insertInPlace(slots, entry, key);
      learned++;
      return entry;
    }
  }

  /**
   * Where {@code key}'s entry is: 0 at its home, 1 at its alternate place, 2 past both, -1 absent.
   * What a lookup of it costs, for tests.
   */
  final int placeOf(Class<?> key) {
    RouteEntry[] slots = this.slots;
    int last = slots.length - 1;
    int hash = System.identityHashCode(key);
    if (holds(slots[hash & last], key)) {
      return 0;
    }
    if (holds(slots[alternate(hash, last)], key)) {
      return 1;
    }
    return get(key) == null ? -1 : 2;
  }

  /** How many entries are fixed or learned for a class still alive; it scans the whole map. */
  int size() {
    int size = 0;
    for (RouteEntry entry : slots) {
      if (entry.type() != null) {
        size++;
      }
    }
    return size;
  }

  /** Whether the map may learn one more class now that it holds {@code maxLearned} learned entries. */
  private boolean makeRoomForLearned() {
    if (refusalsBeforeRescan > 0) {
      refusalsBeforeRescan--;
      return false;
    }
    rebuild();
    if (learned < maxLearned) {
      return true;
    }
    refusalsBeforeRescan = Math.max(1, maxLearned / 4);
    return false;
  }

  /**
   * Copies the fixed entries and the live learned ones into a new array, publishes it and returns it.
   * The array is sized for the fixed entries and every learned entry counted so far, at a load of at
   * most one quarter, and never larger than the table of {@code maxLearned} learned classes at a
   * load of at most one half.
   */
  // One pass over the old entries, each a cache miss in a large table: counting the live ones first
  // to size the copy read every entry twice, and a copy sized for the survivors alone grew again,
  // rebuild after rebuild, under a stream of new classes whose predecessors were collected (in
  // NewClassesBenchmark's JFR samples of Java code, rebuilds were 85 % of a first dispatch's).
  private RouteEntry[] rebuild() {
    int length = Math.min(
        ClassMap.capacityFor(2 * (fixed + learned + 1)),
        ClassMap.capacityFor(fixed + maxLearned + 1));
    List<RouteEntry> fixedEntries = new ArrayList<>(fixed);
    for (RouteEntry entry : slots) {
      if (entry.key != null && !entry.learned) {
        fixedEntries.add(entry);
      }
    }
    // The fixed entries first, by the same moves as a new table: learned ones are only inserted
    // after them, and never move one of them off its two places.
    RouteEntry[] copy = fixedSlots(fixedEntries, length);
    int live = 0;
    for (RouteEntry entry : slots) {
      Class<?> type = entry.type();
      if (type != null && entry.learned) {
        insertInPlace(copy, entry, type);
        live++;
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /**
   * Puts {@code entry} at its home or its alternate place in {@code slots}, a new array no reader
   * sees yet, moving the entries in the way to their other place (cuckoo hashing), at most {@link
   * #MAX_MOVES} times; the entry still without a place then goes to {@code placedLast}. A collected
   * class's entry is dropped. Only entries at one of their two places are ever moved: those of
   * {@code placedLast} are placed after every other.
   */
  private static void place(RouteEntry[] slots, RouteEntry entry, List<RouteEntry> placedLast) {
    Class<?> type = entry.type();
    if (type == null) {
      return;
    }
    int last = slots.length - 1;
    int hash = System.identityHashCode(type);
    int position = hash & last;
    if (slots[position] != EMPTY && slots[alternate(hash, last)] == EMPTY) {
      position = alternate(hash, last);
    }
    for (int moves = 0; ; moves++) {
      RouteEntry occupant = slots[position];
      slots[position] = entry;
      if (occupant == EMPTY) {
        return;
      }
      Class<?> moved = occupant.type();
      if (moved == null) {
        return;
      }
      if (moves == MAX_MOVES) {
        placedLast.add(occupant);
        return;
      }
      int movedHash = System.identityHashCode(moved);
      int home = movedHash & last;
      position = position == home ? alternate(movedHash, last) : home;
      entry = occupant;
    }
  }

  /** Puts each of {@code entries} in the first empty slot after its home, once every other entry is placed. */
  private static void placeAfterHomes(RouteEntry[] slots, List<RouteEntry> entries) {
    int last = slots.length - 1;
    for (RouteEntry entry : entries) {
      Class<?> type = entry.type();
      if (type == null) {
        continue;
      }
      int i = System.identityHashCode(type) & last;
      while (slots[i] != EMPTY) {
        i = (i + 1) & last;
      }
      slots[i] = entry;
    }
  }

  /**
   * Puts {@code entry}, of class {@code type}, which the slots do not hold, into the published array
   * {@code slots}: at its home if that is empty, else at its alternate place if that is, else in the
   * first empty slot after its home. Nothing moves: each slot is written once, from empty.
   */
  // Compares slots only: reading the entries passed over (for a duplicate check, say) would cost a
  // cache miss per step in a large table of learned classes.
  private static void insertInPlace(RouteEntry[] slots, RouteEntry entry, Class<?> type) {
    int last = slots.length - 1;
    int hash = System.identityHashCode(type);
    int i = hash & last;
    if (slots[i] != EMPTY) {
      int alternate = alternate(hash, last);
      if (slots[alternate] == EMPTY) {
        i = alternate;
      } else {
        while (slots[i] != EMPTY) {
          i = (i + 1) & last;
        }
      }
    }
    slots[i] = entry;
  }
}
