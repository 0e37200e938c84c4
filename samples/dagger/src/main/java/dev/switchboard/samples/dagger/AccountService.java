package dev.switchboard.samples.dagger;

import java.util.List;

/** Builds the application with Dagger and runs a few account events through the generated dispatcher. */
public final class AccountService {
  private AccountService() {}

  public static void main(String[] args) {
    AccountComponent app = DaggerAccountComponent.create();
    AccountEvents events = app.events();
    List<AccountEvent> day = List.of(
        new AccountOpened("ACC-7", "ada@example.com"),
        new FundsDeposited("ACC-7", 12_500),
        new FundsDeposited("ACC-7", 2_500),
        new AccountClosed("ACC-7"));
    for (AccountEvent event : day) {
      events.dispatch(event);
      System.out.println("dispatched " + event);
    }
    app.outbox().sent().forEach(mail -> System.out.println("mail to " + mail));
  }
}
