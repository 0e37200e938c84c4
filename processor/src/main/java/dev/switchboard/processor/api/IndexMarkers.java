package dev.switchboard.processor.api;

/**
 * Where a class-path library's handler index is found: every library generates a marker class in
 * one package, whose constant names its index, so that applications can list them all.
 */
public final class IndexMarkers {
  /** The one package every class-path library puts its marker in. */
  public static final String PACKAGE = "switchboard.indexes";
  /** The constant of a marker that names its index. */
  public static final String FIELD = "INDEX";

  private IndexMarkers() {}
}
