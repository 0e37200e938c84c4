package dev.switchboard.processor.incremental;

import java.util.Optional;

/**
 * How the module state names a generated source among the files a build wrote ({@link
 * ModuleState.Inputs#outputs}): {@code source:} and its package and name, {@code source:pkg/Name},
 * {@code source:/Name} in the unnamed package.
 *
 * @param packageName the package of its top-level class, empty for the unnamed package
 * @param name the simple name of its top-level class
 */
public record SourceKey(String packageName, String name) implements Comparable<SourceKey> {
  /** What every key of a generated source starts with, malformed ones included. */
  static final String PREFIX = "source:";

  /** The key of the generated source of the top-level class {@code canonicalName}. */
  static SourceKey of(String canonicalName) {
    int dot = canonicalName.lastIndexOf('.');
    return new SourceKey(
        dot < 0 ? "" : canonicalName.substring(0, dot), canonicalName.substring(dot + 1));
  }

  /** The generated source {@code key} names; none when it names another kind of file, or is malformed. */
  static Optional<SourceKey> parse(String key) {
    int slash = key.lastIndexOf('/');
    if (!key.startsWith(PREFIX) || slash < PREFIX.length()) {
      return Optional.empty();
    }
    return Optional.of(
        new SourceKey(key.substring(PREFIX.length(), slash), key.substring(slash + 1)));
  }

  /** The canonical name of its top-level class. */
  public String canonicalName() {
    return packageName.isEmpty() ? name : packageName + "." + name;
  }

  /** The key, as the state records it. */
  String key() {
    return PREFIX + packageName + "/" + name;
  }

  /** In the order of their keys, as the state lists them. */
  @Override
  public int compareTo(SourceKey other) {
    return key().compareTo(other.key());
  }
}
