package dev.switchboard.spring.ledger;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.AfterCommit;
import dev.switchboard.spring.AfterCompletion;
import dev.switchboard.spring.AfterRollback;
import dev.switchboard.spring.BeforeCommit;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * A handler method per transaction phase. Each records when it ran, and whether its entry's row was
 * visible then inside the transaction and to a connection of its own (committed).
 */
public class Bookkeeper {
  private final JdbcTemplate inside;
  private final JdbcTemplate outside;
  private final List<String> seen = new CopyOnWriteArrayList<>();

  /**
   * @param inside takes part in the transaction
   * @param outside opens a connection of its own: it sees committed rows only
   */
  public Bookkeeper(JdbcTemplate inside, JdbcTemplate outside) {
    this.inside = inside;
    this.outside = outside;
  }

  @Handles(dispatchers = Ledger.class)
  @BeforeCommit
  public void beforeCommit(Entry entry) {
    record("before-commit", entry);
    if (entry.id().startsWith("refused")) {
      throw new IllegalStateException("refused " + entry.id());
    }
  }

  @Handles(dispatchers = Ledger.class)
  @AfterCommit
  public void afterCommit(Entry entry) {
    record("after-commit", entry);
  }

  @Handles(dispatchers = Ledger.class)
  @AfterRollback
  public void afterRollback(Entry entry) {
    record("after-rollback", entry);
  }

  @Handles(dispatchers = Ledger.class)
  @AfterCompletion
  public void afterCompletion(Entry entry) {
    record("after-completion", entry);
  }

  /** What ran, in order: {@code after-commit e1 committed}, {@code before-commit e1 uncommitted}. */
  public List<String> seen() {
    return List.copyOf(seen);
  }

  private void record(String phase, Entry entry) {
    String state = rows(outside, entry) == 1
        ? "committed"
        : rows(inside, entry) == 1 ? "uncommitted" : "absent";
    seen.add(phase + " " + entry.id() + " " + state);
  }

  private static int rows(JdbcTemplate jdbc, Entry entry) {
    return jdbc.queryForObject(
        "select count(*) from ledger where id = ?", Integer.class, entry.id());
  }
}
