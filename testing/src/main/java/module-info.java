/**
 * Test support for code that uses Switchboard dispatchers: {@link dev.switchboard.testing.RecordingHandler},
 * {@link dev.switchboard.testing.RecordingDispatcher} (stand-ins for and recordings of your dispatcher
 * interface, read through {@link dev.switchboard.testing.DispatchLog}), {@link
 * dev.switchboard.testing.RecordingInterceptor} and the assertions of {@link dev.switchboard.testing.Routes}.
 */
module dev.switchboard.testing {
  requires transitive dev.switchboard;

  exports dev.switchboard.testing;
}
