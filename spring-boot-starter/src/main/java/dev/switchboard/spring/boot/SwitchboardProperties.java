package dev.switchboard.spring.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** Switchboard's settings, under {@code switchboard.}. */
@ConfigurationProperties("switchboard")
public class SwitchboardProperties {
  private final Publisher publisher = new Publisher();
  private final Observations observations = new Observations();

  public Publisher getPublisher() {
    return publisher;
  }

  public Observations getObservations() {
    return observations;
  }

  /** Metrics of handler calls, with switchboard-micrometer on the class path. */
  public static class Observations {
    /**
     * Whether every handler call is observed with Micrometer (a timer per handler with the
     * actuator), through the HandlerMetricsInterceptor every generated dispatcher takes.
     */
    private boolean enabled = true;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
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
