package dev.switchboard.spring.boot.chains;

import dev.switchboard.annotations.Handles;
import dev.switchboard.spring.OnTaskExecutor;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/** Sends each notice from the executor named {@code mail}. */
public class Mailer {
  private final BlockingQueue<String> sent = new LinkedBlockingQueue<>();

  @Handles(dispatchers = Notices.class)
  @OnTaskExecutor("mail")
  public void on(Notice notice) {
    sent.add(notice.text() + " on " + Thread.currentThread().getName());
  }

  /** What was sent, and on which thread, in order. */
  public BlockingQueue<String> sent() {
    return sent;
  }
}
