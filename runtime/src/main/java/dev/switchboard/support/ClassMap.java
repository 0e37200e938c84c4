package dev.switchboard.support;

import java.util.Map;

/**
 * An immutable map from classes to values, compared by identity: an open-addressed table with keys
 * and values interleaved in one array, so a hit costs one hash, one or two array reads and no
 * allocation. Its load factor stays at or below one half, which keeps probe chains short and
 * guarantees an empty slot that ends every miss.
 */
final class ClassMap {
  /** {@code [key0, value0, key1, value1, ...]}; its length is twice a power of two. */
  private final Object[] slots;

  private final int size;

  private ClassMap(Object[] slots, int size) {
    this.slots = slots;
    this.size = size;
  }

  static ClassMap of(Map<Class<?>, ?> entries) {
    return new ClassMap(slotsOf(entries, capacityFor(entries.size())), entries.size());
  }

  /** The slots of a table of {@code capacity} entries holding {@code entries}. */
  static Object[] slotsOf(Map<Class<?>, ?> entries, int capacity) {
    Object[] slots = new Object[2 * capacity];
    for (Map.Entry<Class<?>, ?> entry : entries.entrySet()) {
      put(slots, entry.getKey(), entry.getValue());
    }
    return slots;
  }

  /** The value for {@code key}, or null. */
  Object get(Class<?> key) {
    Object[] slots = this.slots;
    int last = slots.length - 1;
    for (int i = indexOf(key, last); ; i = (i + 2) & last) {
      Object candidate = slots[i];
      if (candidate == key) {
        return slots[i + 1];
      }
      if (candidate == null) {
        return null;
      }
    }
  }

  int size() {
    return size;
  }

  /** Puts an entry for the absent {@code key} in the first empty slot of its probe. */
  static void put(Object[] slots, Class<?> key, Object value) {
    int last = slots.length - 1;
    int i = indexOf(key, last);
    while (slots[i] != null) {
      if (slots[i] == key) {
        throw new IllegalArgumentException("duplicate key " + key.getName());
      }
      i = (i + 2) & last;
    }
    slots[i] = key;
    slots[i + 1] = value;
  }

  /** The even slot index where {@code key}'s probe starts. */
  static int indexOf(Class<?> key, int last) {
    return (System.identityHashCode(key) << 1) & last;
  }

  /** The smallest power of two holding {@code size} entries at a load of at most one half. */
  static int capacityFor(int size) {
    int capacity = 2;
    while (capacity < 2 * size) {
      capacity <<= 1;
    }
    return capacity;
  }
}
