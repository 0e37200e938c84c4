package dev.switchboard.samples.dagger;

import dagger.Component;
import jakarta.inject.Singleton;

/** The application's object graph; Dagger generates {@code DaggerAccountComponent}. */
@Singleton
@Component(modules = AccountModule.class)
public interface AccountComponent {
  AccountEvents events();

  Ledger ledger();

  Outbox outbox();
}
