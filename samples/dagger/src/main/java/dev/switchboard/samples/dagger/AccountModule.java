package dev.switchboard.samples.dagger;

import dagger.Binds;
import dagger.Module;

/** Binds the interfaces the application uses to their implementations, the generated dispatcher included. */
@Module
interface AccountModule {
  @Binds
  AccountEvents accountEvents(SwitchboardAccountEvents generated);

  @Binds
  Mailer mailer(Outbox outbox);
}
