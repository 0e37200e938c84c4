package dev.switchboard.samples.migration.greenrobot;

import dev.switchboard.annotations.Handles;
import java.util.ArrayList;
import java.util.List;

/**
 * greenrobot's {@code @Subscribe(threadMode = ThreadMode.POSTING)} method, now {@code @Handles}; the
 * screen no longer registers itself with {@code EventBus.getDefault()}.
 */
public class ChatScreen {
  private final List<String> shown = new ArrayList<>();

  @Handles
  public void onMessageEvent(MessageEvent event) {
    shown.add(event.message());
  }

  public List<String> shown() {
    return List.copyOf(shown);
  }
}
