package dev.switchboard.samples.dagger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.switchboard.testing.RecordingDispatcher;
import dev.switchboard.testing.Routes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dispatcher Dagger builds routes each event to a handler whose dependencies Dagger supplied. */
class AccountServiceTest {
  private final AccountComponent app = DaggerAccountComponent.create();

  @Test
  void daggerBuildsTheGeneratedDispatcherWithEveryHandler() {
    assertRoutesEveryAccountEvent(app.events());
  }

  /** Each account event goes to its handler, whichever container built the dispatcher. */
  static void assertRoutesEveryAccountEvent(AccountEvents events) {
    Routes.assertRoutes(events, new AccountOpened("ACC-1", "ada@example.com"), SendWelcomeMail.class);
    Routes.assertRoutes(events, new FundsDeposited("ACC-1", 100), BookDeposit.class);
    Routes.assertRoutes(events, new AccountClosed("ACC-1"), PayOutClosedAccount.class);
    Routes.assertUnhandled(events, () -> "ACC-1");
  }

  @Test
  void handlersShareTheSingletonsDaggerInjected() {
    RecordingDispatcher<AccountEvent> events = RecordingDispatcher.recording(app.events());

    events.dispatch(new AccountOpened("ACC-1", "ada@example.com"));
    events.dispatch(new FundsDeposited("ACC-1", 12_500));
    events.dispatch(new FundsDeposited("ACC-1", 2_500));
    assertEquals(15_000, app.ledger().balance("ACC-1"));
    events.dispatch(new AccountClosed("ACC-1"));

    assertEquals(0, app.ledger().balance("ACC-1"));
    assertEquals(List.of(
            "ada@example.com: Welcome! Your account ACC-1 is open.",
            PayOutClosedAccount.PAYOUT_DESK + ": pay out 15000 cents for closed account ACC-1"),
        app.outbox().sent());
    assertEquals(4, events.dispatches().size());
  }

  @Test
  void theGeneratedConstructorTakesHandlersFromAnywhere() {
    Ledger ledger = app.ledger();
    // Plain code (or a test) can call the constructor Dagger calls, with its own handler instances.
    AccountEvents events = new SwitchboardAccountEvents(
        new BookDeposit(ledger), new PayOutClosedAccount(ledger, app.outbox()), new SendWelcomeMail(app.outbox()));
    AccountOpened opened = new AccountOpened("ACC-2", "bob@example.com");

    events.dispatch(opened);
    Routes.assertRoutes(events, opened, SendWelcomeMail.class);

    assertEquals(List.of("bob@example.com: Welcome! Your account ACC-2 is open."), app.outbox().sent());
  }
}
