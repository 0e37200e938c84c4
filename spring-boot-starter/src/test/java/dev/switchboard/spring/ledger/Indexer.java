package dev.switchboard.spring.ledger;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.OnTaskExecutor;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Runs on the application's task executor, and records the thread. */
public class Indexer {
  private final BlockingQueue<String> indexed = new LinkedBlockingQueue<>();

  @Handles(dispatchers = Ledger.class)
  @OnTaskExecutor
  public void on(Entry entry) {
    indexed.add(entry.id() + " on " + Thread.currentThread().getName());
  }

  /** What was indexed, and on which thread, in order. */
  public BlockingQueue<String> indexed() {
    return indexed;
  }
}
