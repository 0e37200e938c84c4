package dev.switchboard.samples.dagger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.switchboard.Dispatcher;
import dev.switchboard.annotations.EventDispatcher;
import dev.switchboard.annotations.Handles;
import dev.switchboard.testing.Dispatch;
import dev.switchboard.testing.RecordingDispatcher;
import dev.switchboard.testing.RecordingHandler;
import dev.switchboard.testing.Routes;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tests of code that holds the application's {@link AccountEvents}, as docs/testing.md shows them: a
 * stand-in records what the code dispatched without running any handler, and a recording of the
 * real dispatcher also says which handler took each event.
 */
class TellerTest {
  /** The code under test: like the application's own classes, it is given an {@code AccountEvents}. */
  static final class Teller {
    private final AccountEvents events;

    Teller(AccountEvents events) {
      this.events = events;
    }

    void open(String accountId, String email) {
      events.dispatch(new AccountOpened(accountId, email));
    }

    void deposit(String accountId, long cents) {
      if (cents <= 0) {
        throw new IllegalArgumentException("a deposit of " + cents + " cents");
      }
      events.dispatch(new FundsDeposited(accountId, cents));
    }
  }

  @Test
  void aStandInRecordsWhatTheTellerDispatchedAndRunsNoHandler() {
    AccountEvents events = RecordingDispatcher.of(AccountEvents.class);
    Teller teller = new Teller(events);

    teller.open("ACC-1", "ada@example.com");
    teller.deposit("ACC-1", 12_500);
    assertThrows(IllegalArgumentException.class, () -> teller.deposit("ACC-1", 0));

    RecordingDispatcher.logOf(events).assertDispatched(
        new AccountOpened("ACC-1", "ada@example.com"), new FundsDeposited("ACC-1", 12_500));
  }

  @Test
  void aRecordingOfTheGeneratedDispatcherSaysWhichHandlerInstanceTookEachEvent() {
    Ledger ledger = new Ledger();
    Outbox outbox = new Outbox();
    BookDeposit bookDeposit = new BookDeposit(ledger);
    SendWelcomeMail sendWelcomeMail = new SendWelcomeMail(outbox);
    AccountEvents generated =
        new SwitchboardAccountEvents(bookDeposit, new PayOutClosedAccount(ledger, outbox), sendWelcomeMail);
    Routes.assertRoutesTo(generated, new FundsDeposited("ACC-1", 1), bookDeposit);
    AccountEvents events = RecordingDispatcher.recording(AccountEvents.class, generated);

    Teller teller = new Teller(events);
    teller.open("ACC-1", "ada@example.com");
    teller.deposit("ACC-1", 12_500);

    List<Dispatch> dispatches = RecordingDispatcher.logOf(events).dispatches();
    assertSame(sendWelcomeMail, dispatches.get(0).handler());
    assertSame(bookDeposit, dispatches.get(1).handler());
    assertEquals(12_500, ledger.balance("ACC-1"));
    assertEquals(List.of("ada@example.com: Welcome! Your account ACC-1 is open."), outbox.sent());
  }

  @Test
  void aRecordingOfTheDispatcherDaggerBuiltNamesTheHandlerClasses() {
    AccountComponent app = DaggerAccountComponent.create();
    AccountEvents events = RecordingDispatcher.recording(AccountEvents.class, app.events());

    new Teller(events).deposit("ACC-2", 2_500);

    Dispatch deposit = RecordingDispatcher.logOf(events).dispatches().get(0);
    assertTrue(deposit.handler() instanceof BookDeposit, deposit.toString());
    assertEquals(2_500, app.ledger().balance("ACC-2"));
  }

  @Test
  void unhandledEventsReachARecordingDeadLetterHandler() {
    RecordingHandler<AccountEvent> deadLetters = new RecordingHandler<>();
    Ledger ledger = new Ledger();
    Outbox outbox = new Outbox();
    AccountEvents events = new SwitchboardAccountEvents(new BookDeposit(ledger),
        new PayOutClosedAccount(ledger, outbox), new SendWelcomeMail(outbox)).withDeadLetters(deadLetters);
    AccountEvent frozen = () -> "ACC-3";

    events.dispatch(frozen);

    assertSame(frozen, deadLetters.single());
  }

  /** A dispatcher of the test's own, generated from the test sources, over a recording handler. */
  @EventDispatcher
  interface DepositEvents extends Dispatcher<AccountEvent> {}

  @Handles(FundsDeposited.class)
  static final class RecordDeposits extends RecordingHandler<FundsDeposited> {}

  @Test
  void aRecordingHandlerWithHandlesInTestSourcesIsRoutedByADispatcherOfTheTests() {
    RecordDeposits deposits = new RecordDeposits();
    DepositEvents events = new SwitchboardTellerTest_DepositEvents(deposits);

    events.dispatch(new FundsDeposited("ACC-4", 100));

    assertEquals(new FundsDeposited("ACC-4", 100), deposits.single());
  }
}
