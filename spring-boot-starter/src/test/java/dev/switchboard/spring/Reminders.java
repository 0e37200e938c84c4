package dev.switchboard.spring;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Bound on the class, which runs with no transaction too; one method binds for itself. */
@AfterCommit(fallbackExecution = true)
public class Reminders {
  private final List<String> ran = new CopyOnWriteArrayList<>();

  /** Bound by the class's annotation. */
  public void remind(Entry entry) {
    ran.add("remind " + entry.id());
  }

  /** Its own annotation wins over the class's: skipped with no transaction. */
  @AfterCommit
  public void strictly(Entry entry) {
    ran.add("strictly " + entry.id());
  }

  public List<String> ran() {
    return List.copyOf(ran);
  }
}
