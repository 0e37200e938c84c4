package dev.switchboard.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing choice sequence to a smaller one that still fails: drops runs of choices
 * (halves, then shorter runs), then lowers each choice to 0 or halves it. Since option 0 of every
 * decision is its simplest, the program it builds shrinks with the sequence. Bounded by a number
 * of attempts, each of which compiles a program.
 */
final class Shrinker {
  private final Predicate<List<Integer>> fails;
  private final int maxAttempts;
  private int attempts;

  Shrinker(Predicate<List<Integer>> fails, int maxAttempts) {
    this.fails = fails;
    this.maxAttempts = maxAttempts;
  }

  List<Integer> shrink(List<Integer> failing) {
    List<Integer> best = new ArrayList<>(failing);
    boolean progress = true;
    while (progress && attempts < maxAttempts) {
      progress = false;
      for (int run = Math.max(1, best.size() / 2); run >= 1 && attempts < maxAttempts; run /= 2) {
        for (int start = 0; start + run <= best.size() && attempts < maxAttempts; ) {
          List<Integer> candidate = new ArrayList<>(best.subList(0, start));
          candidate.addAll(best.subList(start + run, best.size()));
          if (stillFails(candidate)) {
            best = candidate;
            progress = true;
          } else {
            start += run;
          }
        }
      }
      for (int i = 0; i < best.size() && attempts < maxAttempts; i++) {
        for (int lower : new int[] {0, best.get(i) / 2}) {
          if (lower < best.get(i)) {
            List<Integer> candidate = new ArrayList<>(best);
            candidate.set(i, lower);
            if (stillFails(candidate)) {
              best = candidate;
              progress = true;
              break;
            }
          }
        }
      }
    }
    return best;
  }

  private boolean stillFails(List<Integer> candidate) {
    attempts++;
    return fails.test(candidate);
  }
}
