package dev.switchboard.samples.migration.care;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The messages customer care sent, in order. */
public class Outbox {
  private final List<String> sent = new CopyOnWriteArrayList<>();

  public void send(String message) {
    sent.add(message);
  }

  public List<String> sent() {
    return List.copyOf(sent);
  }
}
