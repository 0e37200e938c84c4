package dev.switchboard.support;

import java.util.Collection;

/**
 * Open-addressed identity hash tables of classes, kept as plain arrays so that their owners hold
 * them in final fields and a lookup dereferences nothing but the array: {@link #slotOf} finds the
 * slot of a class in a {@code Class<?>[]}, and parallel arrays hold what each class maps to. Tables
 * are filled at a load of at most one half, which keeps probes short and guarantees an empty slot
 * that ends every miss.
 */
final class ClassIndex {
  private ClassIndex() {}

  /** A table of {@link #capacityFor} {@code classes.size()} slots holding {@code classes}. */
  static Class<?>[] keysOf(Collection<Class<?>> classes) {
    Class<?>[] keys = new Class<?>[capacityFor(classes.size())];
    for (Class<?> key : classes) {
      int i = firstSlot(key, keys.length - 1);
      while (keys[i] != null) {
        if (keys[i] == key) {
          throw new IllegalArgumentException("duplicate key " + key.getName());
        }
        i = (i + 1) & (keys.length - 1);
      }
      keys[i] = key;
    }
    return keys;
  }

  /** The slot of {@code key} in {@code keys}, or -1. */
  static int slotOf(Class<?>[] keys, Class<?> key) {
    int last = keys.length - 1;
    for (int i = firstSlot(key, last); ; i = (i + 1) & last) {
      Class<?> candidate = keys[i];
      if (candidate == key) {
        return i;
      }
      if (candidate == null) {
        return -1;
      }
    }
  }

  /** Where the probe for {@code key} starts in a table of {@code last + 1} slots, a power of two. */
  static int firstSlot(Class<?> key, int last) {
    return System.identityHashCode(key) & last;
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
