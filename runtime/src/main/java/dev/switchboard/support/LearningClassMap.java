package dev.switchboard.support;

import dev.switchboard.Handler;
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
 * <p>It is one open-addressed table of triples, {@code [key, handler, route]}, in one array. A class
 * held strongly is the key, with its route's handler and its {@link RouteEntry route} beside it: a
 * hit in {@link #handler} reads the key, compares it and reads the handler beside it; a hit in {@link
 * #get} reads the route instead, for its case. A class held weakly has its route (a weak reference to
 * the class, which holds handler and case) as key and both slots beside it empty. A probe that passes
 * over a key looks at that key's type only when the handler beside it is empty, so passing over a
 * class costs a load from the cache line just read, not one from that class. A hit on either kind
 * costs one hash and one probe on average, allocates nothing and takes no lock.
 *
 * <p>Triples, not pairs whose route holds the handler: {@code handlerFor} loads one object fewer,
 * and {@code dispatch} loads the route for its case as before (with the cases in a separate array
 * instead, dispatch measured slower). Three slots, not four (a power of two, whose index takes a
 * shift instead of a multiplication by three): with compressed references the table of 10,000
 * routes takes 384 KiB instead of 512 KiB (256 KiB as pairs), which counts when events of thousands
 * of classes alternate and the table competes for the caches.
 *
 * <p>Learning inserts in place, under a lock, into an empty triple, and writes each slot of an array
 * at most once: a class held strongly as handler, route, then key; a class held weakly as key only.
 * The writes are plain, so a reader racing them may see any of them without the others, but what it
 * reads from a slot is either empty or the one value ever written there. So a reader that finds its
 * key with the handler or route beside it still empty takes it for a miss, which the caller resolves
 * through {@link #learn}, which looks again under the lock, where every insertion is complete; a
 * reader that passes over a key whose handler it does not see yet checks that key's type, finds a
 * class, not a route, and probes on. What it does see is whole: a route's fields are final, and a
 * handler is one the table was built with, or a {@link BroadcastHandler}, whose fields are final.
 * Entries never move within an array, so no probe chain is ever cut. When the table is half full, it
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

  /** Slots per entry: key, handler, route. */
  private static final int STRIDE = 3;

  /** Where an entry's handler and route are, from its key. */
  private static final int HANDLER = 1;
  private static final int ROUTE = 2;

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

  /** {@code [key0, handler0, route0, key1, handler1, route1, ...]}; three times a power of two long. */
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
    this(slotsOf(fixedEntries), fixedEntries.size(), maxLearned, loadersOf(fixedEntries.keySet()));
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

  private static Object[] slotsOf(Map<Class<?>, RouteEntry> entries) {
    Object[] slots = newSlots(entries.size());
    for (Map.Entry<Class<?>, RouteEntry> entry : entries.entrySet()) {
      putStrongly(slots, entry.getKey(), entry.getValue());
    }
    return slots;
  }

  // Read without the lock: a learned entry being inserted may show its key without its route, and is
  // left out like any learned one. The fixed entries were all written before the array was published.
  private static Object[] fixedSlotsOf(Object[] slots, int fixed) {
    Object[] copy = newSlots(fixed);
    for (int i = 0; i < slots.length; i += STRIDE) {
      RouteEntry route = (RouteEntry) slots[i + ROUTE];
      if (route != null && !route.learned) {
        putStrongly(copy, (Class<?>) slots[i], route);
      }
    }
    return copy;
  }

  /** Empty slots for {@code entries} entries at a load of at most one half. */
  private static Object[] newSlots(int entries) {
    return new Object[STRIDE * ClassMap.capacityFor(entries)];
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

  /** The handler of {@code key}'s route, fixed or learned, or null. */
  final Handler<?> handler(Class<?> key) {
    return (Handler<?>) find(key, HANDLER);
  }

  /** The route of {@code key}, fixed or learned, or null. */
  final RouteEntry get(Class<?> key) {
    return (RouteEntry) find(key, ROUTE);
  }

  /**
   * What {@code key}'s entry has at {@code column} ({@link #HANDLER} or {@link #ROUTE}), or null.
   * Callers pass a constant: once inlined, a hit reads that slot and nothing else.
   */
  private Object find(Class<?> key, int column) {
    Object[] slots = this.slots;
    int length = slots.length;
    for (int i = indexOf(key, length); ; i = next(i, length)) {
      Object candidate = slots[i];
      if (candidate == key) {
        return slots[i + column];
      }
      if (candidate == null) {
        return null;
      }
      // A weakly held class's handler slot stays empty (a class being inserted may show one empty too,
      // and is no route): only then is the key's type checked, so passing over a class costs one load
      // from the line just read, not one from that class.
      if (slots[i + HANDLER] == null && candidate instanceof RouteEntry && ((RouteEntry) candidate).get() == key) {
        RouteEntry route = (RouteEntry) candidate;
        return column == HANDLER ? route.handler : route;
      }
    }
  }

  /** The index of the key slot where {@code key}'s probe starts in slots of {@code length}. */
  private static int indexOf(Class<?> key, int length) {
    return (System.identityHashCode(key) & (length / STRIDE - 1)) * STRIDE;
  }

  /** The key slot after {@code i} in slots of {@code length}, the first one after the last. */
  private static int next(int i, int length) {
    i += STRIDE;
    return i == length ? 0 : i;
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
      if (2 * STRIDE * (fixed + learned + 1) > slots.length) {
        slots = rebuild();
      }
      RouteEntry entry;
      if (keepsAlready(key)) {
        entry = new RouteEntry(null, route);
        putStrongly(slots, key, entry);
      } else {
        entry = new RouteEntry(key, route);
        putWeakly(slots, entry);
      }
      learned++;
      return entry;
    }
  }

  /** How many entries are fixed or learned for a class still alive; it scans the whole map. */
  int size() {
    Object[] slots = this.slots;
    int size = 0;
    for (int i = 0; i < slots.length; i += STRIDE) {
      Object key = slots[i];
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
    for (int i = 0; i < old.length; i += STRIDE) {
      if (old[i] instanceof Class ? ((RouteEntry) old[i + ROUTE]).learned
          : old[i] instanceof RouteEntry && ((RouteEntry) old[i]).get() != null) {
        live++;
      }
    }
    Object[] copy = newSlots(2 * (fixed + live + 1));
    live = 0;
    for (int i = 0; i < old.length; i += STRIDE) {
      Object key = old[i];
      if (key instanceof Class) {
        RouteEntry route = (RouteEntry) old[i + ROUTE];
        putStrongly(copy, (Class<?>) key, route);
        if (route.learned) {
          live++;
        }
      } else if (key instanceof RouteEntry && putWeakly(copy, (RouteEntry) key)) {
        live++;
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /**
   * Puts {@code type}, which {@code slots} lacks, with {@code route} and its handler, in the first
   * empty triple of its probe; the key last (see the class comment on racing readers).
   */
  private static void putStrongly(Object[] slots, Class<?> type, RouteEntry route) {
    int i = emptyTripleFor(slots, type);
    slots[i + HANDLER] = route.handler;
    slots[i + ROUTE] = route;
    slots[i] = type;
  }

  /**
   * Puts {@code route} as the key of its class, which {@code slots} lacks, in the first empty triple
   * of its probe; false if its class was collected meanwhile.
   */
  private static boolean putWeakly(Object[] slots, RouteEntry route) {
    Class<?> type = route.get();
    if (type == null) {
      return false;
    }
    slots[emptyTripleFor(slots, type)] = route;
    return true;
  }

  /** The key slot of the first empty triple of {@code type}'s probe. */
  private static int emptyTripleFor(Object[] slots, Class<?> type) {
    int length = slots.length;
    int i = indexOf(type, length);
    while (slots[i] != null) {
      i = next(i, length);
    }
    return i;
  }
}
