package dev.switchboard.samples.inspection;

/** Something the operations team may have to act on. */
public interface Alert {
  String host();
}
