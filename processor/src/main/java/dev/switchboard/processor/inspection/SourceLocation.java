package dev.switchboard.processor.inspection;

/**
 * Where a handler's {@code @Handles} is written.
 *
 * @param file the source file relative to its source root: package directories and file name, the
 *     same on every machine (an absolute path would make reports differ between checkouts)
 * @param line the 1-based line of the annotation
 */
public record SourceLocation(String file, long line) {
  @Override
  public String toString() {
    return file + ":" + line;
  }
}
