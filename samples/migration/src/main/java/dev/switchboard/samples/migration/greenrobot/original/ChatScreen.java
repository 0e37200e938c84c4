package dev.switchboard.samples.migration.greenrobot.original;

import java.util.ArrayList;
import java.util.List;
import org.greenrobot.eventbus.EventBus;
import org.greenrobot.eventbus.Subscribe;
import org.greenrobot.eventbus.ThreadMode;

/** greenrobot's README subscriber, before the migration: it registers itself while it is shown. */
public class ChatScreen {
  private final List<String> shown = new ArrayList<>();

  @Subscribe(threadMode = ThreadMode.POSTING)
  public void onMessageEvent(MessageEvent event) {
    shown.add(event.message);
  }

  void onStart() {
    EventBus.getDefault().register(this);
  }

  void onStop() {
    EventBus.getDefault().unregister(this);
  }

  public List<String> shown() {
    return List.copyOf(shown);
  }
}
