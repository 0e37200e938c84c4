package dev.switchboard.samples.inspection;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A service that is down wakes someone up. */
@Handles(ServiceDown.class)
public final class PageOnCall implements Handler<ServiceDown> {
  private final List<String> pages = new CopyOnWriteArrayList<>();

  @Override
  public void handle(ServiceDown alert) {
    pages.add(alert.service() + " is down on " + alert.host());
  }

  public List<String> pages() {
    return List.copyOf(pages);
  }
}
