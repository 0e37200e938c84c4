package dev.switchboard.samples.dagger;

/** Sends mail to customers; the application binds an implementation. */
public interface Mailer {
  void send(String to, String text);
}
