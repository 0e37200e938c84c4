package dev.switchboard.samples.inspection;

/** The disk of a database host is full: routed like any full disk, since nobody handles it apart. */
public final class DatabaseDiskFull extends DiskFull {
  public DatabaseDiskFull(String host) {
    super(host);
  }
}
