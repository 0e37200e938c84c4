package dev.switchboard.samples.semantics;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.concurrent.atomic.AtomicLong;

/** Charges cards. */
@Handles(ChargeCard.class)
public final class Payments implements Handler<ChargeCard> {
  private final AtomicLong chargedCents = new AtomicLong();

  @Override
  public void handle(ChargeCard command) {
    chargedCents.addAndGet(command.cents());
  }

  public long chargedCents() {
    return chargedCents.get();
  }
}
