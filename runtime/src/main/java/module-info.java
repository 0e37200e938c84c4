/**
 * Switchboard's run-time library: {@link dev.switchboard.Handler}, {@link dev.switchboard.Dispatcher}
 * and, in {@code dev.switchboard.support}, what generated dispatchers are built from.
 */
module dev.switchboard {
  exports dev.switchboard;
  exports dev.switchboard.support;
}
