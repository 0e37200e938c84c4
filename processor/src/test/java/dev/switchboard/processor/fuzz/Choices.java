package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The decisions that build one program, as a sequence of non-negative integers. jqwik generates and
 * shrinks the sequence (shorter, smaller numbers), so every decision's option 0 is its simplest
 * one and a sequence that runs out answers 0 from then on: shrinking drives programs to their
 * simplest form. The consumed sequence is what a failure prints and a replay reads.
 */
final class Choices {
  private final List<Integer> given;
  private final Random random;
  private final List<Integer> consumed = new ArrayList<>();
  private int next;

  private Choices(List<Integer> given, Random random) {
    this.given = given;
    this.random = random;
  }

  /** Replays (or, through jqwik, explores) a fixed sequence. */
  static Choices of(List<Integer> sequence) {
    return new Choices(List.copyOf(sequence), null);
  }

  /** An unbounded sequence from a seed. */
  static Choices seeded(long seed) {
    return new Choices(List.of(), new Random(seed));
  }

  /** One of {@code 0 .. bound-1}. */
  int below(int bound) {
    if (bound <= 1) {
      return 0;
    }
    int raw;
    if (random != null) {
      raw = random.nextInt(1 << 16);
    } else if (next < given.size()) {
      raw = given.get(next++);
    } else {
      raw = 0;
    }
    consumed.add(raw);
    return Math.floorMod(raw, bound);
  }

  /** True with the given chance in percent; false is the simple answer. */
  boolean percent(int chance) {
    return below(100) >= 100 - chance;
  }

  <T> T pick(List<T> options) {
    return options.get(below(options.size()));
  }

  /** The sequence consumed so far, as a replay reads it. */
  String replayString() {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < consumed.size(); i++) {
      text.append(i == 0 ? "" : ",").append(consumed.get(i));
    }
    return text.toString();
  }

  static List<Integer> parse(String replay) {
    List<Integer> sequence = new ArrayList<>();
    for (String part : replay.split(",")) {
      if (!part.isBlank()) {
        sequence.add(Integer.parseInt(part.trim()));
      }
    }
    return sequence;
  }
}
