package dev.switchboard.samples.migration.care;

/** The root of the events customer care reacts to. */
public interface OrderEvent {
  String orderId();
}
