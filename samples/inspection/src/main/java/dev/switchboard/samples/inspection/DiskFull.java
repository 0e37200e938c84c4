package dev.switchboard.samples.inspection;

/** A disk of {@code host} is full. */
public class DiskFull implements Alert {
  private final String host;

  public DiskFull(String host) {
    this.host = host;
  }

  @Override
  public String host() {
    return host;
  }
}
