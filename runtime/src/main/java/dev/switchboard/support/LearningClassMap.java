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
 * no explicit null test. A hit costs one hash and one probe on average, allocates nothing and takes
 * no lock.
 *
 * <p>Learning inserts in place, under a lock, into an empty slot, each slot written once per array
 * with an entry whose own fields are final: a racing reader sees them whole, or the empty slot. Only
 * a weak entry's referent (a field of {@link java.lang.ref.Reference}, not final) may still look null
 * to it. Both are a miss to that reader, which the caller resolves through {@link #learn}, which
 * looks again under the lock. Entries never move within an array, so no probe chain is ever cut.
 * The fixed entries start at a load of at most one half. When the table is half full, it is rebuilt
 * into a new array with the fixed entries and the learned entries whose class is still alive (the
 * others are dropped there), sized for all entries counted before it at a load of at most one
 * quarter (or, near the bound, one half of the table of {@code maxLearned} learned classes), and
 * published through a volatile field. Each rebuild is paid for by the at least as many insertions
 * before it: learning costs amortized O(1).
 *
 * <p>At most {@code maxLearned} learned entries are kept. When that many are live, a new class is
 * not cached: {@link #learn} returns its route without storing it (the caller resolves it again on
 * the next dispatch), and the table is scanned for collected classes again only after a quarter as
 * many refusals, so refusing stays O(1) amortized too.
 */
// Not final: RouteTable extends it, so that a lookup reaches the slots in one load fewer than through
// a field holding a map (each lookup is a chain of dependent loads).
class LearningClassMap {
  /** How many learned classes a table keeps at most, by default. */
  static final int DEFAULT_MAX_LEARNED = 1 << 16;

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
    this(fixedSlotsOf(fixedEntries), fixedEntries.size(), maxLearned, loadersOf(fixedEntries.keySet()));
  }

  /** A map with the fixed entries of {@code original} and nothing learned; they share nothing mutable. */
  LearningClassMap(LearningClassMap original) {
    this(fixedSlotsOf(original.slots, original.fixed), original.fixed, original.maxLearned, original.keptLoaders);
  }

  private LearningClassMap(RouteEntry[] slots, int fixed, int maxLearned, ClassLoader[] keptLoaders) {
    this.slots = slots;
    this.fixed = fixed;
    this.maxLearned = maxLearned;
    this.keptLoaders = keptLoaders;
  }

  // At a load of at most one half, not the quarter of a rebuild: a quarter made megamorphic
  // handlerFor 10-30 % slower on JDK 17 and nothing measurably faster (measured in 08984cd).
  private static RouteEntry[] fixedSlotsOf(Map<Class<?>, RouteEntry> routes) {
    RouteEntry[] slots = emptySlots(ClassMap.capacityFor(routes.size()));
    for (Map.Entry<Class<?>, RouteEntry> route : routes.entrySet()) {
      insert(slots, RouteEntry.strong(route.getKey(), route.getValue(), false));
    }
    return slots;
  }

  // Read without the lock: every entry seen is whole, and the fixed ones were all written before the
  // array was published.
  private static RouteEntry[] fixedSlotsOf(RouteEntry[] slots, int fixed) {
    RouteEntry[] copy = emptySlots(ClassMap.capacityFor(fixed));
    for (RouteEntry entry : slots) {
      if (entry.key != null && !entry.learned) {
        insert(copy, entry);
      }
    }
    return copy;
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
          loader != null && !containsSame(loaders, loader); loader = parentOf(loader)) {
        loaders.add(loader);
      }
    }
    return loaders.toArray(new ClassLoader[0]);
  }

  // A security manager may refuse to show a loader: the map then holds that loader's classes weakly,
  // which is always safe. Null is the bootstrap loader, whose classes are never refused.
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
  final RouteEntry get(Class<?> key) {
    RouteEntry[] slots = this.slots;
    int last = slots.length - 1;
    for (int i = System.identityHashCode(key) & last; ; i = (i + 1) & last) {
      RouteEntry entry = slots[i];
      Class<?> strongKey = entry.key;
      if (strongKey == key) {
        return entry;
      }
      // Only an empty slot or a weakly held class has no key: passing over a strongly held class
      // costs one compare and one test of the line just read.
      if (strongKey == null) {
        if (entry == EMPTY) {
          return null;
        }
        if (entry.get() == key) {
          return entry;
        }
      }
    }
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
      RouteEntry entry = keepsAlready(key) ? RouteEntry.strong(key, route, true) : RouteEntry.weak(key, route);
      insert(slots, entry);
      learned++;
      return entry;
    }
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
    int length = Math.min(ClassMap.capacityFor(2 * (fixed + learned + 1)),
        ClassMap.capacityFor(fixed + maxLearned + 1));
    RouteEntry[] copy = emptySlots(length);
    int live = 0;
    for (RouteEntry entry : slots) {
      if (insert(copy, entry) && entry.learned) {
        live++;
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /**
   * Puts {@code entry}, whose class the slots do not hold, in the first empty slot of its class's
   * probe; false if its class was collected meanwhile.
   */
  // Compares slots only: reading the entries passed over (for a duplicate check, say) would cost a
  // cache miss per step in a large table of learned classes.
  private static boolean insert(RouteEntry[] slots, RouteEntry entry) {
    Class<?> type = entry.type();
    if (type == null) {
      return false;
    }
    int last = slots.length - 1;
    int i = System.identityHashCode(type) & last;
    while (slots[i] != EMPTY) {
      i = (i + 1) & last;
    }
    slots[i] = entry;
    return true;
  }
}
