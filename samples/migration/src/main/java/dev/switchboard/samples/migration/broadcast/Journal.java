package dev.switchboard.samples.migration.broadcast;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Which handler ran, in order: the broadcast order made visible. */
public final class Journal {
  private final List<String> entries = new CopyOnWriteArrayList<>();

  void ran(Object handler) {
    entries.add(handler.getClass().getSimpleName());
  }

  public List<String> entries() {
    return List.copyOf(entries);
  }
}
