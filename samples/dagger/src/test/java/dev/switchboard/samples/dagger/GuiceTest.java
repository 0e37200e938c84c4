package dev.switchboard.samples.dagger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Injector;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Guice setup of docs/dependency-injection.md, compiled and run: Guice 7 reads the {@code
 * jakarta.inject.Inject} on the generated constructor and on the handlers, so one binding is all
 * the dispatcher needs.
 */
class GuiceTest {
  /** The module the documentation shows, for this sample's types. */
  static final class EventsModule extends AbstractModule {
    @Override
    protected void configure() {
      bind(AccountEvents.class).to(SwitchboardAccountEvents.class);
      bind(Mailer.class).to(Outbox.class);
    }
  }

  private final Injector injector = Guice.createInjector(new EventsModule());

  @Test
  void guiceBuildsTheGeneratedDispatcherWithItsHandlers() {
    AccountServiceTest.assertRoutesEveryAccountEvent(injector.getInstance(AccountEvents.class));
  }

  @Test
  void handlersShareTheSingletonsGuiceInjected() {
    AccountEvents events = injector.getInstance(AccountEvents.class);
    Outbox outbox = injector.getInstance(Outbox.class);
    assertSame(outbox, injector.getInstance(Mailer.class));

    events.dispatch(new FundsDeposited("ACC-2", 700));
    events.dispatch(new AccountClosed("ACC-2"));

    assertEquals(0, injector.getInstance(Ledger.class).balance("ACC-2"));
    assertEquals(List.of(PayOutClosedAccount.PAYOUT_DESK + ": pay out 700 cents for closed account ACC-2"),
        outbox.sent());
  }
}
