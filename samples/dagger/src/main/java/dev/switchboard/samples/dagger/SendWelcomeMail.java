package dev.switchboard.samples.dagger;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import jakarta.inject.Inject;

/** Welcomes new customers. */
@Handles(AccountOpened.class)
public final class SendWelcomeMail implements Handler<AccountOpened> {
  private final Mailer mailer;

  @Inject
  SendWelcomeMail(Mailer mailer) {
    this.mailer = mailer;
  }

  @Override
  public void handle(AccountOpened event) {
    mailer.send(event.email(), "Welcome! Your account " + event.accountId() + " is open.");
  }
}
