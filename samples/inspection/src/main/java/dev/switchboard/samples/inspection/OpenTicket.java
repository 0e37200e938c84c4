package dev.switchboard.samples.inspection;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Full disks can wait for office hours: they get a ticket. */
@Handles(DiskFull.class)
public final class OpenTicket implements Handler<DiskFull> {
  private final List<String> tickets = new CopyOnWriteArrayList<>();

  @Override
  public void handle(DiskFull alert) {
    tickets.add("clean up the disks of " + alert.host());
  }

  public List<String> tickets() {
    return List.copyOf(tickets);
  }
}
