package dev.switchboard.support;

import java.lang.ref.WeakReference;

/**
 * The classes a route table learned at run time, each with what it maps to, compared by identity
 * and held only weakly: the map never keeps a learned class, nor its class loader, reachable. The
 * classes the processor saw are not here: the route table keeps them in final arrays it checks
 * first, so this map is only asked about classes the processor never saw.
 *
 * <p>Each entry is an {@link Entry}, a weak reference to its class that the caller subclasses to
 * carry the class's value in its own final fields: a hit reads the entry from the table and the
 * value from the entry, with no further object in between. The table is open-addressed; a hit costs
 * one hash and one probe on average, allocates nothing and takes no lock.
 *
 * <p>Learning inserts in place, under a lock, into an empty slot: a reader either sees the slot
 * still empty (a miss, which the caller resolves through {@link #learn}, which looks again under
 * the lock) or the whole entry (its fields are final). Entries never move within an array, so no
 * probe chain is ever cut. When the table is half full, it is rebuilt into a new array, sized for
 * the entries whose class is still alive (the others are dropped there), at a load of at most one
 * quarter, and published through a volatile field. Each rebuild is paid for by the at least as many
 * insertions before it: learning costs amortized O(1).
 *
 * <p>At most {@code maxLearned} entries are kept. When that many are live, a new class is not
 * cached: {@link #learn} returns its entry without storing it (the caller resolves it again on the
 * next dispatch), and the table is scanned for collected classes again only after a quarter as many
 * refusals, so refusing stays O(1) amortized too.
 *
 * @param <E> the entries, which hold the values
 */
final class LearningClassMap<E extends LearningClassMap.Entry> {
  /** How many learned classes a table keeps at most, by default. */
  static final int DEFAULT_MAX_LEARNED = 1 << 16;

  private static final int INITIAL_CAPACITY = 8;

  /**
   * A learned class, held weakly, and (in the subclass's final fields) its value, which must not
   * reference the class or its class loader, or the map would keep the class alive after all.
   */
  abstract static class Entry extends WeakReference<Class<?>> {
    protected Entry(Class<?> key) {
      super(key);
    }
  }

  private final int maxLearned;
  private final Object lock = new Object();

  /** The entries, open-addressed by the identity hash of their class; a power of two long. */
  private volatile Entry[] slots = new Entry[INITIAL_CAPACITY];

  /** Entries in {@link #slots}, those whose class was collected included; guarded by the lock. */
  private int learned;

  /** New classes to refuse before looking for collected ones again, once the map is full; guarded by the lock. */
  private int refusalsBeforeRescan;

  /** An empty map that will keep at most {@code maxLearned} entries. */
  LearningClassMap(int maxLearned) {
    this.maxLearned = maxLearned;
  }

  /** The entry of {@code key}, or null. */
  // Every entry stored is an E: learn is the only writer.
  @SuppressWarnings("unchecked")
  E get(Class<?> key) {
    Entry[] slots = this.slots;
    int last = slots.length - 1;
    for (int i = ClassIndex.firstSlot(key, last); ; i = (i + 1) & last) {
      Entry candidate = slots[i];
      if (candidate == null) {
        return null;
      }
      if (candidate.get() == key) {
        return (E) candidate;
      }
    }
  }

  /**
   * Learns {@code entry}, unless its class is already mapped: returns the entry the class maps to
   * now, which is the one of the first thread to learn it.
   */
  E learn(E entry) {
    Class<?> key = entry.get();
    if (key == null) {
      return entry;
    }
    synchronized (lock) {
      E known = get(key);
      if (known != null) {
        return known;
      }
      if (learned >= maxLearned && !makeRoomForLearned()) {
        return entry;
      }
      Entry[] slots = this.slots;
      if (2 * (learned + 1) > slots.length) {
        slots = rebuild();
      }
      insert(slots, entry, key);
      learned++;
      return entry;
    }
  }

  /** How many entries are for a class still alive; it scans the whole map. */
  int size() {
    int size = 0;
    for (Entry entry : slots) {
      if (entry != null && entry.get() != null) {
        size++;
      }
    }
    return size;
  }

  /** Whether the map may learn one more class now that it holds {@code maxLearned} entries. */
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
   * Copies the entries whose class is alive into a new array at a load of at most one quarter,
   * publishes it and returns it.
   */
  private Entry[] rebuild() {
    Entry[] old = slots;
    int live = 0;
    for (Entry entry : old) {
      if (entry != null && entry.get() != null) {
        live++;
      }
    }
    Entry[] copy = new Entry[Math.max(INITIAL_CAPACITY, ClassIndex.capacityFor(2 * (live + 1)))];
    live = 0;
    for (Entry entry : old) {
      Class<?> key = entry == null ? null : entry.get();
      if (key != null) {
        insert(copy, entry, key);
        live++;
      }
    }
    learned = live;
    slots = copy;
    return copy;
  }

  /** Puts {@code entry}, whose class is {@code key}, in the first empty slot of its probe. */
  private static void insert(Entry[] slots, Entry entry, Class<?> key) {
    int last = slots.length - 1;
    int i = ClassIndex.firstSlot(key, last);
    while (slots[i] != null) {
      i = (i + 1) & last;
    }
    slots[i] = entry;
  }
}
