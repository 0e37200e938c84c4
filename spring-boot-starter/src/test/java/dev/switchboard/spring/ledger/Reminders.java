package dev.switchboard.spring.ledger;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.AfterCommit;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Bound on the class, which runs with no transaction too. */
@AfterCommit(fallbackExecution = true)
public class Reminders {
  private final List<String> ran = new CopyOnWriteArrayList<>();

  /** Bound by the class's annotation. */
  @Handles(dispatchers = Ledger.class)
  public void remind(Entry entry) {
    ran.add("remind " + entry.id());
  }

  public List<String> ran() {
    return List.copyOf(ran);
  }
}
