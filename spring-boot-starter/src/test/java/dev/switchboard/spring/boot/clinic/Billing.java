package dev.switchboard.spring.boot.clinic;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;

/** A handler class bean. */
@Component
@Handles(value = Billed.class, dispatchers = ClinicEvents.class)
public class Billing implements Handler<Billed> {
  private final List<Integer> billed = new CopyOnWriteArrayList<>();

  @Override
  public void handle(Billed event) {
    billed.add(event.cents());
  }

  public List<Integer> billed() {
    return List.copyOf(billed);
  }
}
