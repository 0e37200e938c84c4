package dev.switchboard.samples.migration.greenrobot.original;

import java.util.List;
import org.greenrobot.eventbus.EventBus;

/** Shows the screen, posts greenrobot's README message and hides the screen again. */
public final class Chat {
  private Chat() {}

  public static List<String> greet(ChatScreen chatScreen) {
    chatScreen.onStart();
    try {
      EventBus.getDefault().post(new MessageEvent("Hello everyone!"));
    } finally {
      chatScreen.onStop();
    }
    return chatScreen.shown();
  }
}
