package dev.switchboard.processor.incremental;

import java.io.File;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.CRC32;

/**
 * What each directory of the module's recorded sources listed when the state was written: a digest
 * of the names of its Java files, on a {@code directory} line of the state. A later build that lists
 * the same names there knows that every source the state records in it is still there, without
 * reading the state's line of each class ({@link StateText}). Names added or removed, or a directory
 * that is not local, leave the check to the line of each class ({@link RecordedSources}). Other
 * files (an editor's backup, a desktop's index) are left out, so that the state, which is packaged
 * with the classes, is the same for the same sources wherever they are checked out.
 */
final class SourceListings {
  static final String KIND = "directory";
  private static final String JAVA = ".java";
  /** The digest of a directory whose listing did not hold every source recorded in it. */
  static final String UNLISTED = "-";

  private SourceListings() {}

  /**
   * The {@code directory} lines of {@code state}'s sources, each directory written as {@code uris}
   * writes the sources in it, in order.
   */
  static String lines(ModuleState state, RelativeSourceUris uris) {
    Map<String, String> directories = new TreeMap<>(); // written form to the URI the compiler gave
    Map<String, Set<String>> names = new TreeMap<>();
    for (Map<String, ModuleState.Entry> entries :
        List.of(state.handlers(), state.dispatchers(), state.types())) {
      for (ModuleState.Entry entry : entries.values()) {
        if (entry.source().isEmpty()) {
          continue;
        }
        String source = entry.source().get();
        String written = uris.relativize(source);
        String directory = written.substring(0, written.lastIndexOf('/') + 1);
        directories.putIfAbsent(directory, source.substring(0, source.lastIndexOf('/') + 1));
        names
            .computeIfAbsent(directory, unused -> new HashSet<>())
            .add(source.substring(source.lastIndexOf('/') + 1));
      }
    }
    StringBuilder lines = new StringBuilder();
    for (Map.Entry<String, String> directory : directories.entrySet()) {
      Optional<List<String>> listed = list(directory.getValue());
      Set<String> recorded = names.get(directory.getKey());
      boolean holdsAll = listed.isPresent()
          && recorded.stream().allMatch(name -> name.endsWith(JAVA))
          && new HashSet<>(listed.get()).containsAll(recorded);
      lines
          .append(KIND)
          .append('\t')
          .append(directory.getKey())
          .append('\t')
          .append(holdsAll ? digest(listed.get()) : UNLISTED)
          .append('\n');
    }
    return lines.toString();
  }

  /** The digest of what the directory {@code directoryUri} lists now, if it is a local directory. */
  static Optional<String> digestNow(String directoryUri) {
    return list(directoryUri).map(SourceListings::digest);
  }

  /** The names of the Java files in {@code directoryUri}, a {@code file:} URI ending in {@code /}. */
  private static Optional<List<String>> list(String directoryUri) {
    String[] names;
    try {
      URI uri = URI.create(directoryUri);
      if (!"file".equals(uri.getScheme())) {
        return Optional.empty();
      }
      names = new File(uri).list();
    } catch (RuntimeException notLocal) {
      return Optional.empty();
    }
    if (names == null) {
      return Optional.empty();
    }
    List<String> javaFiles = new ArrayList<>();
    for (String name : names) {
      if (name.endsWith(JAVA)) {
        javaFiles.add(name);
      }
    }
    return Optional.of(javaFiles);
  }

  /**
   * The count of {@code names} and two sums over them in any order, of the CRC32 of each name's
   * UTF-8 bytes beside its hash code: a name added, removed or renamed changes it.
   */
  private static String digest(List<String> names) {
    long sum = 0;
    long mixed = 0;
    CRC32 crc = new CRC32();
    for (String name : names) {
      crc.reset();
      crc.update(name.getBytes(StandardCharsets.UTF_8));
      long hash = crc.getValue() << 32 | (name.hashCode() & 0xffffffffL);
      sum += hash;
      mixed += Long.rotateLeft(hash * 0x9E3779B97F4A7C15L, 31);
    }
    return names.size() + ":" + Long.toHexString(sum) + ":" + Long.toHexString(mixed);
  }
}
