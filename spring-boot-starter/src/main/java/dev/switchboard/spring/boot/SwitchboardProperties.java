package dev.switchboard.spring.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** Switchboard's settings, under {@code switchboard.}. */
@ConfigurationProperties("switchboard")
public class SwitchboardProperties {
  private final Publisher publisher = new Publisher();

  public Publisher getPublisher() {
    return publisher;
  }

  /** How events published with {@code ApplicationEventPublisher} reach the dispatchers. */
  public static class Publisher {
    /**
     * Whether every object published with ApplicationEventPublisher is handed to each dispatcher
     * whose root type accepts it.
     */
    private boolean enabled = true;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }
}
