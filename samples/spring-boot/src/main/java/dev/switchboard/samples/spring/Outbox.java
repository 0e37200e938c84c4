package dev.switchboard.samples.spring;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.stereotype.Component;

/** Messages to customers, kept in memory where a real shop would send mail. */
@Component
public class Outbox {
  private final List<String> sent = new CopyOnWriteArrayList<>();

  void send(String message) {
    sent.add(message);
  }

  /** Every message sent so far, oldest first. */
  public List<String> sent() {
    return List.copyOf(sent);
  }
}
