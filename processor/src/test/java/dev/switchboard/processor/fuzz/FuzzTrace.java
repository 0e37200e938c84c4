package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;

/** Where the generated programs' handlers record that they ran, by label. Public: programs call it. */
public final class FuzzTrace {
  /** The static method of a top-level type that returns its local and anonymous event instances. */
  static final String SAMPLES_METHOD = "fuzzSamples";

  /** Per thread: handlers run on the dispatching thread, and a campaign checks programs in parallel. */
  private static final ThreadLocal<List<String>> RAN = ThreadLocal.withInitial(ArrayList::new);

  private FuzzTrace() {}

  public static void record(String handlerLabel) {
    RAN.get().add(handlerLabel);
  }

  static List<String> takeAll() {
    List<String> ran = List.copyOf(RAN.get());
    RAN.get().clear();
    return ran;
  }
}
