package dev.switchboard.support;

import dev.switchboard.Handler;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A map from classes to their routes (handler and case), compared by identity, that starts from
 * fixed entries and learns more while it is read: the route table's store. Fixed entries (the
 * processor's routes) are held strongly. A learned entry (a class first seen at run time) never
 * makes the map keep a class, nor its class loader, reachable that it did not keep reachable
 * already:
 * <ul>
 *   <li>a class defined by the loader of a fixed key's class or by one of that loader's ancestors
 *       (the bootstrap loader included), and not hidden, is held strongly, like a fixed key: the map
 *       reaches that loader through the fixed key, and a loader keeps every class it defined, so the
 *       class lives as long as the map anyway. A hit on it costs what a hit on a fixed key costs;
 *   <li>any other class (of a child loader: plugins, hot reload, throwaway loaders; or a hidden class,
 *       such as a lambda's, which its loader does not keep) is held weakly, through a {@link
 *       WeakClassKey}, and a hit on it costs one load and one comparison more.
 * </ul>
 *
 * <p>It is one open-addressed table, {@code [key0, value0, key1, value1, ..., cases]}: a class held
 * strongly is the key and its handler the value, so a hit costs one hash, one probe on average and
 * the load of the handler, as in {@link ClassMap}; a class held weakly has its {@link WeakClassKey}
 * as key and {@link #HELD_WEAKLY} as value (the probe compares a key's class only when its value is
 * that marker, in the cache line it has just read). The last element is an {@code int[]} with the
 * case of each pair, biased so that 0 means "not written": it is published with the pairs it belongs
 * to, and read independently of the probe. Reads allocate nothing and take no lock.
 *
 * <p>Learning inserts in place, under a lock, into an empty pair: case, value, then key. Each
 * element of an array is written once, and a reader that sees a key without its value or case (the
 * writes are plain) takes it for a miss and asks {@link #learn}, which looks again under the lock.
 * Entries never move within an array, so no probe chain is ever cut. When the table is half full it
 * is rebuilt into a new array, sized for the fixed entries and the learned entries whose class is
 * still alive (the others are dropped there), at a load of at most one quarter, and published
 * through a volatile field. Each rebuild is paid for by the at least as many insertions before it:
 * learning costs amortized O(1).
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

  /** What {@link #caseIndex} returns for a class without a route (yet); no route has this case. */
  static final int ABSENT = RouteTable.NO_CASE - 1;

  /** The value of a pair whose key is a {@link WeakClassKey}. */
  private static final Object HELD_WEAKLY = new Object();

  private final int fixed;
  private final int maxLearned;

  /**
   * The class loaders the fixed keys keep reachable (their classes' loaders and those loaders'
   * ancestors): a learned class of one of them, or of the bootstrap loader, is held strongly.
   */
  private final ClassLoader[] keptLoaders;
  private final Object lock = new Object();

  /** {@code [key0, value0, key1, value1, ..., cases]}; twice a power of two pairs, plus one. */
  private volatile Object[] slots;

  /** The learned classes held strongly (the map keeps them anyway); guarded by the lock. */
  private final Set<Class<?>> learnedStrongly = Collections.newSetFromMap(new IdentityHashMap<>());

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
    this(original.fixedSlots(), original.fixed, original.maxLearned, original.keptLoaders);
  }

  private LearningClassMap(Object[] slots, int fixed, int maxLearned, ClassLoader[] keptLoaders) {
    this.slots = slots;
    this.fixed = fixed;
    this.maxLearned = maxLearned;
    this.keptLoaders = keptLoaders;
  }

  private static Object[] fixedSlotsOf(Map<Class<?>, RouteEntry> entries) {
    Object[] slots = newSlots(ClassMap.capacityFor(entries.size()));
    for (Map.Entry<Class<?>, RouteEntry> entry : entries.entrySet()) {
      put(slots, entry.getKey(), entry.getKey(), entry.getValue().handler, entry.getValue().caseIndex);
    }
    return slots;
  }

  /** A new table of the fixed entries only. */
  private Object[] fixedSlots() {
    synchronized (lock) {
      Object[] slots = this.slots;
      Object[] copy = newSlots(ClassMap.capacityFor(fixed));
      for (int i = 0; i < slots.length - 1; i += 2) {
        if (slots[i] instanceof Class && !learnedStrongly.contains(slots[i])) {
          copyEntry(slots, i, copy);
        }
      }
      return copy;
    }
  }

  /** The distinct loaders of {@code classes} and their ancestors, the bootstrap loader left out. */
  private static ClassLoader[] loadersOf(Iterable<Class<?>> classes) {
    List<ClassLoader> loaders = new ArrayList<>();
    for (Class<?> type : classes) {
      for (ClassLoader loader = loaderOf(type); loader != null && !containsSame(loaders, loader);
          loader = parentOf(loader)) {
        loaders.add(loader);
      }
    }
    return loaders.toArray(new ClassLoader[0]);
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
   * keys keep.
   */
  private boolean keepsAlready(Class<?> type) {
    if (type.getName().indexOf('/') >= 0) {
      return false;
    }
    ClassLoader loader;
    try {
      loader = type.getClassLoader();
    } catch (SecurityException refused) {
      return false;
    }
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

  // A security manager may refuse to show a loader: the map then holds that loader's classes weakly,
  // which is always safe.
  private static ClassLoader loaderOf(Class<?> type) {
    try {
      return type.getClassLoader();
    } catch (SecurityException refused) {
      return null;
    }
  }

  private static ClassLoader parentOf(ClassLoader loader) {
    try {
      return loader.getParent();
    } catch (SecurityException refused) {
      return null;
    }
  }

  /** The handler of {@code key}'s route, fixed or learned, or null if it has none (yet). */
  final Handler<?> handler(Class<?> key) {
    Object[] slots = this.slots;
    int i = find(slots, key);
    if (i < 0) {
      return null;
    }
    Object value = slots[i + 1];
    return value != HELD_WEAKLY ? (Handler<?>) value : ((WeakClassKey) slots[i]).handler;
  }

  /** The case of {@code key}'s route, fixed or learned, or {@link #ABSENT} if it has none (yet). */
  final int caseIndex(Class<?> key) {
    Object[] slots = this.slots;
    int i = find(slots, key);
    return i < 0 ? ABSENT : casesOf(slots)[i >> 1] + ABSENT;
  }

  /** Whether {@code key} has a route through a weak reference to it; for tests and diagnostics. */
  final boolean holdsWeakly(Class<?> key) {
    Object[] slots = this.slots;
    int i = find(slots, key);
    return i >= 0 && slots[i + 1] == HELD_WEAKLY;
  }

  /** The index of {@code key}'s pair in {@code slots}, or -1. */
  private static int find(Object[] slots, Class<?> key) {
    int last = slots.length - 2;
    for (int i = ClassMap.indexOf(key, last); ; i = (i + 2) & last) {
      Object candidate = slots[i];
      if (candidate == key) {
        return i;
      }
      if (candidate == null) {
        return -1;
      }
      if (slots[i + 1] == HELD_WEAKLY && ((WeakClassKey) candidate).get() == key) {
        return i;
      }
    }
  }

  /**
   * Learns that {@code key} takes {@code route}, unless it has a route already: returns the route of
   * {@code key} now, the one of the first thread to learn it. {@code route}'s handler must not
   * reference {@code key} or its class loader, or the map would keep the class alive after all.
   */
  final RouteEntry learn(Class<?> key, RouteEntry route) {
    synchronized (lock) {
      Object[] slots = this.slots;
      int known = find(slots, key);
      if (known >= 0) {
        return new RouteEntry(handler(key), casesOf(slots)[known >> 1] + ABSENT);
      }
      if (learned >= maxLearned && !makeRoomForLearned()) {
        return route;
      }
      slots = this.slots;
      if (2 * (fixed + learned + 1) > capacityOf(slots)) {
        slots = rebuild();
      }
      if (keepsAlready(key)) {
        put(slots, key, key, route.handler, route.caseIndex);
        learnedStrongly.add(key);
      } else {
        put(slots, key, new WeakClassKey(key, route.handler), HELD_WEAKLY, route.caseIndex);
      }
      learned++;
      return route;
    }
  }

  /** How many entries are fixed or learned for a class still alive; it scans the whole map. */
  int size() {
    Object[] slots = this.slots;
    int size = 0;
    for (int i = 0; i < slots.length - 1; i += 2) {
      if (slots[i] instanceof Class || slots[i] instanceof WeakClassKey && ((WeakClassKey) slots[i]).get() != null) {
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
    int liveWeak = 0;
    for (int i = 0; i < old.length - 1; i += 2) {
      if (old[i] instanceof WeakClassKey && ((WeakClassKey) old[i]).get() != null) {
        liveWeak++;
      }
    }
    int live = learnedStrongly.size() + liveWeak;
    Object[] copy = newSlots(ClassMap.capacityFor(2 * (fixed + live + 1)));
    for (int i = 0; i < old.length - 1; i += 2) {
      // A class collected between the count and here leaves a pair unused: the count only sizes.
      if (old[i] instanceof Class || old[i] instanceof WeakClassKey && ((WeakClassKey) old[i]).get() != null) {
        copyEntry(old, i, copy);
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /** Copies the entry at pair {@code i} of {@code from} into {@code to}. */
  private static void copyEntry(Object[] from, int i, Object[] to) {
    Object key = from[i];
    Class<?> type = key instanceof Class ? (Class<?>) key : ((WeakClassKey) key).get();
    if (type != null) {
      put(to, type, key, from[i + 1], casesOf(from)[i >> 1] + ABSENT);
    }
  }

  /**
   * Puts an entry for {@code type}, which has none, in the first empty pair of its probe: its case,
   * its {@code value}, then its {@code key} (the class, or its weak key).
   */
  private static void put(Object[] slots, Class<?> type, Object key, Object value, int caseIndex) {
    int last = slots.length - 2;
    int i = ClassMap.indexOf(type, last);
    while (slots[i] != null) {
      i = (i + 2) & last;
    }
    casesOf(slots)[i >> 1] = caseIndex - ABSENT;
    slots[i + 1] = value;
    slots[i] = key;
  }

  private static Object[] newSlots(int capacity) {
    Object[] slots = new Object[2 * capacity + 1];
    slots[2 * capacity] = new int[capacity];
    return slots;
  }

  private static int[] casesOf(Object[] slots) {
    return (int[]) slots[slots.length - 1];
  }

  private static int capacityOf(Object[] slots) {
    return (slots.length - 1) / 2;
  }
}
