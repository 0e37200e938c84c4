package dev.switchboard.support;

import java.util.ArrayList;
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
 *       such as a lambda's, which its loader does not keep) is held weakly: its route is a weak
 *       reference to it, and a hit costs one type check and one load more.
 * </ul>
 *
 * <p>It is one open-addressed table with keys and values interleaved in one array, as in
 * {@link ClassMap}: a class held strongly is the key, with its route in the next slot; a class held
 * weakly has its route (a weak reference to the class) as key and the next slot stays empty. A hit on
 * either costs one hash and one probe on average, allocates nothing and takes no lock.
 *
 * <p>Learning inserts in place, under a lock, into an empty pair, each slot written once per array:
 * a class held strongly as key, then route; a class held weakly as key only. The writes are plain,
 * so a racing reader may see a key without its route: it takes that for a miss, which the caller
 * resolves through {@link #learn}, which looks again under the lock (a copy of the fixed entries
 * leaves such a pair out). A route it does see is whole (its fields are final). Entries never move
 * within an array, so no probe chain is ever cut. When the table is half full, it is rebuilt into a new array, sized for the
 * fixed entries and the learned entries whose class is still alive (the others are dropped there),
 * at a load of at most one quarter, and published through a volatile field. Each rebuild is paid
 * for by the at least as many insertions before it: learning costs amortized O(1).
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

  private final int fixed;
  private final int maxLearned;

  /**
   * The class loaders the fixed keys keep reachable (their classes' loaders and those loaders'
   * ancestors): a learned class of one of them, or of the bootstrap loader, is held strongly.
   */
  private final ClassLoader[] keptLoaders;
  private final Object lock = new Object();

  /** {@code [key0, value0, key1, value1, ...]}; its length is twice a power of two. */
  private volatile Object[] slots;

  /** Learned entries in {@link #slots}, those whose class was collected included; guarded by the lock. */
  private int learned;

  /** New classes to refuse before looking for collected ones again, once the map is full; guarded by the lock. */
  private int refusalsBeforeRescan;

  /**
   * A map holding {@code fixedEntries} and nothing learned yet, which will keep at most {@code
   * maxLearned} learned entries.
   */
  LearningClassMap(Map<Class<?>, RouteEntry> fixedEntries, int maxLearned) {
    this(ClassMap.slotsOf(fixedEntries, ClassMap.capacityFor(fixedEntries.size())), fixedEntries.size(), maxLearned,
        loadersOf(fixedEntries.keySet()));
  }

  /** A map with the fixed entries of {@code original} and nothing learned; they share nothing mutable. */
  LearningClassMap(LearningClassMap original) {
    this(fixedSlotsOf(original.slots, original.fixed), original.fixed, original.maxLearned, original.keptLoaders);
  }

  private LearningClassMap(Object[] slots, int fixed, int maxLearned, ClassLoader[] keptLoaders) {
    this.slots = slots;
    this.fixed = fixed;
    this.maxLearned = maxLearned;
    this.keptLoaders = keptLoaders;
  }

  // Read without the lock: a class being learned may show its key without its route (it is left out
  // like any learned one). The fixed entries were all written before the array was published.
  private static Object[] fixedSlotsOf(Object[] slots, int fixed) {
    Object[] copy = new Object[2 * ClassMap.capacityFor(fixed)];
    for (int i = 0; i < slots.length; i += 2) {
      Object route = slots[i + 1];
      if (slots[i] instanceof Class && route != null && !((RouteEntry) route).learned) {
        ClassMap.put(copy, (Class<?>) slots[i], route);
      }
    }
    return copy;
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
    for (ClassLoader candidate : loaders) {
      if (candidate == loader) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the map keeps {@code type} reachable already: a class its loader keeps (not hidden; a
   * hidden class's name, like a pre-Java 15 VM-anonymous class's, has a '/') of a loader the fixed
   * keys keep, or of the bootstrap loader.
   */
  private boolean keepsAlready(Class<?> type) {
    if (type.getName().indexOf('/') >= 0) {
      return false;
    }
    Object loader = loaderOrRefused(type);
    if (loader == null) {
      return true;
    }
    for (ClassLoader kept : keptLoaders) {
      if (kept == loader) {
        return true;
      }
    }
    return false;
  }

  /** The route of {@code key}, fixed or learned, or null. */
  final RouteEntry get(Class<?> key) {
    Object[] slots = this.slots;
    int last = slots.length - 1;
    for (int i = ClassMap.indexOf(key, last); ; i = (i + 2) & last) {
      Object candidate = slots[i];
      if (candidate == key) {
        return (RouteEntry) slots[i + 1];
      }
      if (candidate == null) {
        return null;
      }
      // A weakly held class's pair has no value: only then is the key's type checked, so passing over
      // a class costs one load from the line just read, not one from that class.
      if (slots[i + 1] == null && candidate instanceof RouteEntry && ((RouteEntry) candidate).get() == key) {
        return (RouteEntry) candidate;
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
      Object[] slots = this.slots;
      if (2 * (fixed + learned + 1) > slots.length / 2) {
        slots = rebuild();
      }
      RouteEntry entry;
      if (keepsAlready(key)) {
        entry = new RouteEntry(null, route);
        // A reader that sees the key without its entry takes it for a miss and asks learn.
        ClassMap.put(slots, key, entry);
      } else {
        entry = new RouteEntry(key, route);
        insert(slots, entry);
      }
      learned++;
      return entry;
    }
  }

  /** How many entries are fixed or learned for a class still alive; it scans the whole map. */
  int size() {
    int size = 0;
    for (Object key : slots) {
      if (key instanceof Class || key instanceof RouteEntry && ((RouteEntry) key).get() != null) {
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
   * Copies the fixed entries and the live learned ones into a new array at a load of at most one
   * quarter, publishes it and returns it.
   */
  private Object[] rebuild() {
    Object[] old = slots;
    int live = 0;
    for (int i = 0; i < old.length; i += 2) {
      if (old[i] instanceof Class ? ((RouteEntry) old[i + 1]).learned
          : old[i] instanceof RouteEntry && ((RouteEntry) old[i]).get() != null) {
        live++;
      }
    }
    Object[] copy = new Object[2 * ClassMap.capacityFor(2 * (fixed + live + 1))];
    live = 0;
    for (int i = 0; i < old.length; i += 2) {
      Object key = old[i];
      if (key instanceof Class) {
        RouteEntry entry = (RouteEntry) old[i + 1];
        ClassMap.put(copy, (Class<?>) key, entry);
        if (entry.learned) {
          live++;
        }
      } else if (key instanceof RouteEntry && insert(copy, (RouteEntry) key)) {
        live++;
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /** Puts {@code entry} in the first empty slot of its probe; false if its class was collected meanwhile. */
  private static boolean insert(Object[] slots, RouteEntry entry) {
    Class<?> key = entry.get();
    if (key == null) {
      return false;
    }
    int last = slots.length - 1;
    int i = ClassMap.indexOf(key, last);
    while (slots[i] != null) {
      i = (i + 2) & last;
    }
    slots[i] = entry;
    return true;
  }
}
