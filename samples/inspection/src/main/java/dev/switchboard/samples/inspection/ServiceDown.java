package dev.switchboard.samples.inspection;

/** A service stopped answering. */
public final class ServiceDown implements Alert {
  private final String host;
  private final String service;

  public ServiceDown(String host, String service) {
    this.host = host;
    this.service = service;
  }

  @Override
  public String host() {
    return host;
  }

  public String service() {
    return service;
  }
}
