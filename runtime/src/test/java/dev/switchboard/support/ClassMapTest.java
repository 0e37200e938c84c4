package dev.switchboard.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClassMapTest {
  /** Plenty of distinct classes, so tables resize and probes collide. */
  private static final List<Class<?>> CLASSES = List.of(
      String.class,
      Integer.class,
      Long.class,
      Short.class,
      Byte.class,
      Double.class,
      Float.class,
      Character.class,
      Boolean.class,
      Object.class,
      Number.class,
      CharSequence.class,
      Runnable.class,
      Thread.class,
      StringBuilder.class,
      Map.class,
      List.class,
      LinkedHashMap.class,
      java.util.HashMap.class,
      java.util.ArrayList.class,
      java.util.LinkedList.class,
      java.util.TreeMap.class,
      java.util.HashSet.class,
      java.util.TreeSet.class,
      java.util.ArrayDeque.class,
      java.util.Optional.class,
      java.math.BigDecimal.class,
      java.math.BigInteger.class,
      java.time.Instant.class,
      java.time.Duration.class,
      java.util.UUID.class,
      java.net.URI.class,
      java.io.File.class);

  @Test
  void findsEveryEntryItWasBuiltWith() {
    Map<Class<?>, Object> entries = new LinkedHashMap<>();
    CLASSES.forEach(c -> entries.put(c, c.getSimpleName()));

    ClassMap map = ClassMap.of(entries);

    assertEquals(CLASSES.size(), map.size());
    CLASSES.forEach(c -> assertEquals(c.getSimpleName(), map.get(c)));
    assertNull(map.get(Enum.class));
  }

  @Test
  void rejectsADuplicateKey() {
    Object[] slots = ClassMap.slotsOf(Map.of(String.class, 1), 2);

    assertThrows(IllegalArgumentException.class, () -> ClassMap.put(slots, String.class, 2));
  }

  @Test
  void emptyMapFindsNothing() {
    assertNull(ClassMap.of(Map.of()).get(String.class));
  }
}
