package dev.switchboard.samples.dagger;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A {@link Mailer} that keeps the mail instead of sending it, as a test or a dry run would. */
@Singleton
public final class Outbox implements Mailer {
  private final List<String> sent = new CopyOnWriteArrayList<>();

  @Inject
  Outbox() {}

  @Override
  public void send(String to, String text) {
    sent.add(to + ": " + text);
  }

  public List<String> sent() {
    return List.copyOf(sent);
  }
}
