package dev.switchboard.samples.migration.greenrobot.original;

/** greenrobot's README example event, before the migration. */
public class MessageEvent {
  public final String message;

  public MessageEvent(String message) {
    this.message = message;
  }
}
