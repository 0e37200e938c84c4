package dev.switchboard.processor.inspection;

import java.util.Optional;

/**
 * Where a handler's {@code @Handles} is written.
 *
 * @param file the source file relative to its source root: package directories and file name, the
 *     same on every machine (an absolute path would make reports differ between checkouts)
 * @param line the 1-based line of the annotation
 */
public record SourceLocation(String file, long line) {
  /** Reads back what {@link #toString()} wrote: {@code pkg/File.java:12}. */
  public static Optional<SourceLocation> parse(String text) {
    int colon = text.lastIndexOf(':');
    try {
      return colon <= 0
          ? Optional.empty()
          : Optional.of(new SourceLocation(
              text.substring(0, colon), Long.parseLong(text.substring(colon + 1))));
    } catch (NumberFormatException malformed) {
      return Optional.empty();
    }
  }

  @Override
  public String toString() {
    return file + ":" + line;
  }
}
