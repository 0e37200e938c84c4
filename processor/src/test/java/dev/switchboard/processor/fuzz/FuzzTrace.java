package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Where the generated programs' handlers record that they ran, by label. Public: programs call it. */
public final class FuzzTrace {
  /** The static method of a top-level type that returns its local and anonymous event instances. */
  static final String SAMPLES_METHOD = "fuzzSamples";

  private static final List<String> RAN = new ArrayList<>();

  private FuzzTrace() {}

  public static synchronized void record(String handlerLabel) {
    RAN.add(handlerLabel);
  }

  static synchronized List<String> takeAll() {
    List<String> ran = List.copyOf(RAN);
    RAN.clear();
    return ran;
  }
}
