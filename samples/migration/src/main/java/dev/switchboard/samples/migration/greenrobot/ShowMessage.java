package dev.switchboard.samples.migration.greenrobot;

import dev.switchboard.Handler;
import dev.switchboard.annotations.Handles;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Was {@code @Subscribe(threadMode = ThreadMode.POSTING) public void onMessageEvent(MessageEvent e)}
 * of a subscriber registered with {@code EventBus.getDefault().register(this)}.
 */
@Handles(MessageEvent.class)
public final class ShowMessage implements Handler<MessageEvent> {
  private final List<String> shown = new CopyOnWriteArrayList<>();

  @Override
  public void handle(MessageEvent event) {
    shown.add(event.message());
  }

  public List<String> shown() {
    return List.copyOf(shown);
  }
}
