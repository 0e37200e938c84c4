package dev.switchboard.spring.boot.chains;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.AfterCommit;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records each notice once the transaction that dispatched it has committed. */
public class Audit {
  private final List<String> recorded = new CopyOnWriteArrayList<>();

  @Handles(dispatchers = Notices.class)
  @AfterCommit
  public void on(Notice notice) {
    recorded.add(notice.text());
  }

  public List<String> recorded() {
    return List.copyOf(recorded);
  }
}
