package dev.switchboard.samples.migration.greenrobot;

/** greenrobot's README example event. */
public record MessageEvent(String message) implements UiEvent {}
