package dev.switchboard.samples.migration.greenrobot;

import java.util.List;

/** greenrobot's README message, dispatched to the screen: nothing to register or unregister. */
public final class Chat {
  private Chat() {}

  public static List<String> greet(ChatScreen chatScreen) {
    UiEvents bus = new SwitchboardUiEvents(chatScreen);
    bus.dispatch(new MessageEvent("Hello everyone!"));
    return chatScreen.shown();
  }
}
