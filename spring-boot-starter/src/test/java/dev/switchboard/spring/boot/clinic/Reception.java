package dev.switchboard.spring.boot.clinic;

import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;

/** A bean with a handler method, as a Spring service with an {@code @EventListener} would be. */
@Component
public class Reception {
  private final List<String> booked = new CopyOnWriteArrayList<>();

  @Handles(dispatchers = ClinicEvents.class)
  public void on(Booked event) {
    booked.add(event.pet());
  }

  public List<String> booked() {
    return List.copyOf(booked);
  }
}
