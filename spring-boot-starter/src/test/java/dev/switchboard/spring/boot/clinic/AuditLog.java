package dev.switchboard.spring.boot.clinic;

import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;

/** Sees every object the application publishes, through {@link Everything}. */
@Component
public class AuditLog {
  private final List<Object> seen = new CopyOnWriteArrayList<>();

  @Handles(dispatchers = Everything.class)
  public void on(Object event) {
    seen.add(event);
  }

  public List<Object> seen() {
    return List.copyOf(seen);
  }
}
