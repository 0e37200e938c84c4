package dev.switchboard.support;

import java.util.Map;

/**
 * An immutable map from classes to values, compared by identity: a {@link ClassIndex} table of the
 * keys and a parallel array of values, so a lookup costs one hash, a short probe and no allocation.
 */
final class ClassMap {
  private final Class<?>[] keys;
  /** The value of {@code keys[i]} at {@code values[i]}. */
  private final Object[] values;
  private final int size;

  private ClassMap(Class<?>[] keys, Object[] values, int size) {
    this.keys = keys;
    this.values = values;
    this.size = size;
  }

  static ClassMap of(Map<Class<?>, ?> entries) {
    Class<?>[] keys = ClassIndex.keysOf(entries.keySet());
    Object[] values = new Object[keys.length];
    entries.forEach((key, value) -> values[ClassIndex.slotOf(keys, key)] = value);
    return new ClassMap(keys, values, entries.size());
  }

  /** The value for {@code key}, or null. */
  Object get(Class<?> key) {
    int slot = ClassIndex.slotOf(keys, key);
    return slot < 0 ? null : values[slot];
  }

  int size() {
    return size;
  }
}
