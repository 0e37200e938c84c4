package dev.switchboard.processor.kotlin;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The names a Kotlin class's metadata refers to by index: the {@code StringTableTypes} message at
 * the start of {@code d1} describes how each index maps to a string of {@code d2} (Kotlin's {@code
 * JvmNameResolver}). Only what class names need is kept; an index given by Kotlin's table of
 * predefined names (its built-in types, never a user's class) resolves to nothing.
 */
final class JvmNameTable {
  private static final int OPERATION_NONE = 0;
  private static final int OPERATION_INTERNAL_TO_CLASS_ID = 1;
  private static final int OPERATION_DESC_TO_CLASS_ID = 2;

  /** One entry per index (Kotlin's records are run-length encoded by {@code range}). */
  private final List<Entry> entries;

  private final List<String> strings;

  private record Entry(
      boolean predefined,
      String string,
      int operation,
      List<Integer> substring,
      List<Integer> replaceChar) {}

  private JvmNameTable(List<Entry> entries, List<String> strings) {
    this.entries = entries;
    this.strings = strings;
  }

  /** Reads the {@code StringTableTypes} message (field 1: records; others skipped). */
  static JvmNameTable read(ProtoReader message, List<String> strings) {
    List<Entry> entries = new ArrayList<>();
    while (!message.atEnd()) {
      int tag = message.readTag();
      if (tag >>> 3 == 1 && (tag & 7) == ProtoReader.LENGTH_DELIMITED) {
        readRecord(message.readMessage(), entries);
      } else {
        message.skip(tag & 7);
      }
    }
    return new JvmNameTable(entries, strings);
  }

  private static void readRecord(ProtoReader record, List<Entry> entries) {
    int range = 1;
    boolean predefined = false;
    String string = null;
    int operation = OPERATION_NONE;
    List<Integer> substring = new ArrayList<>();
    List<Integer> replaceChar = new ArrayList<>();
    while (!record.atEnd()) {
      int tag = record.readTag();
      int wireType = tag & 7;
      switch (tag >>> 3) {
        case 1 -> range = record.readVarint32();
        case 2 -> {
          record.readVarint32();
          predefined = true;
        }
        case 3 -> operation = record.readVarint32();
        case 4 -> record.readRepeatedInt(wireType, substring);
        case 5 -> record.readRepeatedInt(wireType, replaceChar);
        case 6 -> string = record.readString();
        default -> record.skip(wireType);
      }
    }
    if (range < 1 || range > 1 << 16) {
      throw new MalformedMetadataException("record range " + range);
    }
    Entry entry =
        new Entry(predefined, string, operation, List.copyOf(substring), List.copyOf(replaceChar));
    for (int i = 0; i < range; i++) {
      entries.add(entry);
    }
  }

  /**
   * The Java canonical name of the class at {@code index} (a Kotlin class id such as {@code
   * com/acme/Outer.Inner} becomes {@code com.acme.Outer.Inner}).
   */
  Optional<String> className(int index) {
    if (index < 0 || index >= entries.size()) {
      throw new MalformedMetadataException("name index " + index + " outside the table");
    }
    Entry entry = entries.get(index);
    if (entry.predefined()) {
      return Optional.empty();
    }
    String name = entry.string() != null ? entry.string() : string(index);
    if (entry.substring().size() >= 2) {
      int begin = entry.substring().get(0);
      int end = entry.substring().get(1);
      if (begin < 0 || end > name.length() || begin > end) {
        throw new MalformedMetadataException("substring " + begin + ".." + end + " of " + name);
      }
      name = name.substring(begin, end);
    }
    if (entry.replaceChar().size() >= 2) {
      name = name.replace((char) entry.replaceChar().get(0).intValue(), (char)
          entry.replaceChar().get(1).intValue());
    }
    if (entry.operation() == OPERATION_DESC_TO_CLASS_ID && name.length() >= 2) {
      name = name.substring(1, name.length() - 1);
    }
    if (entry.operation() == OPERATION_INTERNAL_TO_CLASS_ID
        || entry.operation() == OPERATION_DESC_TO_CLASS_ID) {
      name = name.replace('$', '.');
    }
    return Optional.of(name.replace('/', '.'));
  }

  private String string(int index) {
    if (index >= strings.size()) {
      throw new MalformedMetadataException("name index " + index + " beyond d2");
    }
    return strings.get(index);
  }
}
