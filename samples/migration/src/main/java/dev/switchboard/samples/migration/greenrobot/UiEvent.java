package dev.switchboard.samples.migration.greenrobot;

/** The root of the screen's events. */
public interface UiEvent {}
