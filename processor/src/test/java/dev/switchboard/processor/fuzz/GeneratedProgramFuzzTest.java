package dev.switchboard.processor.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Generates random legal programs ({@link ProgramGenerator}) and compiles each with the processor:
 * it must either succeed, with warning-free generated code whose every dispatch matches the {@link
 * Oracle}, or fail with Switchboard errors on the user's own files ({@link ProgramCheck}).
 *
 * <p>Each run prints its seed and what became of its programs. A failure is shrunk to a small
 * program, printed with its replay string. System properties (passed through by Surefire):
 * {@code switchboard.fuzz.tries} (programs per run, default {@value #DEFAULT_TRIES}), {@code
 * switchboard.fuzz.seed} (repeats a run), {@code switchboard.fuzz.threads} (checks programs in
 * parallel; the programs stay those of the seed), {@code switchboard.fuzz.replay} (checks the one
 * program of a replay string instead). See {@code docs/contributing/fuzzing.md}.
 */
class GeneratedProgramFuzzTest {
  static final int DEFAULT_TRIES = 250;
  private static final int SHRINK_ATTEMPTS = 400;
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  /** {@code -Dswitchboard.fuzz.compilers=javac,ecj} adds ecj (see {@link ProgramCompiler#namesDiagnosticFiles()}). */
  private final List<ProgramCompiler> compilers = Stream.of(
          System.getProperty("switchboard.fuzz.compilers", "javac").split(","))
      .map(String::trim)
      .filter(name -> !name.isEmpty())
      .map(name -> switch (name) {
        case "javac" -> new JavacProgramCompiler();
        case "ecj" -> (ProgramCompiler) new EcjProgramCompiler();
        default ->
          throw new IllegalArgumentException("switchboard.fuzz.compilers: no compiler " + name);
      })
      .toList();

  @Test
  void everyProgramCompilesAndDispatchesOrFailsOnTheUsersCode() {
    String replay = property("switchboard.fuzz.replay");
    if (!replay.isEmpty()) {
      check(Choices.of(Choices.parse(replay)));
      return;
    }
    String seedProperty = property("switchboard.fuzz.seed");
    long seed = seedProperty.isEmpty() ? new Random().nextLong() : Long.parseLong(seedProperty);
    int tries = Integer.getInteger("switchboard.fuzz.tries", DEFAULT_TRIES);
    int threads = Integer.getInteger("switchboard.fuzz.threads", 1);
    Random programSeeds = new Random(seed);
    List<Long> seeds = new ArrayList<>();
    for (int i = 0; i < tries; i++) {
      seeds.add(programSeeds.nextLong());
    }
    long started = System.nanoTime();
    List<Outcome> outcomes = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    Progress progress = new Progress(tries, seed);
    try {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < tries; i++) {
        long programSeed = seeds.get(i);
        int index = i;
        futures.add(pool.submit(() -> progress.report(outcome(index, programSeed))));
      }
      for (Future<Outcome> future : futures) {
        outcomes.add(future.get());
      }
    } catch (InterruptedException | ExecutionException e) {
      throw new AssertionError(e);
    } finally {
      pool.shutdownNow();
    }
    Map<String, Integer> counts = new TreeMap<>();
    long cpuNanos = 0;
    for (Outcome outcome : outcomes) {
      cpuNanos += outcome.cpuNanos;
      if (outcome.failure != null) {
        List<Integer> shrunk =
            new Shrinker(this::fails, SHRINK_ATTEMPTS).shrink(Choices.parse(outcome.replay));
        AssertionError minimal = failureOf(shrunk);
        fail(
            "program " + (outcome.index + 1) + " of the run with -Dswitchboard.fuzz.seed=" + seed
                + " failed; shrunk to:\n"
                + (minimal != null ? minimal.getMessage() : "(did not shrink)\n")
                + "\noriginal failure:\n" + outcome.failure.getMessage(),
            outcome.failure);
      }
      outcome.results.forEach(result -> counts.merge(result, 1, Integer::sum));
    }
    // CPU time too: on a shared machine the wall-clock time says more about the neighbours.
    System.out.printf(
        "Switchboard fuzzer: %d programs, -Dswitchboard.fuzz.seed=%d, %.1f s (%.1f s CPU): %s%n",
        tries, seed, (System.nanoTime() - started) / 1e9, cpuNanos / 1e9, counts);
  }

  /** Prints a line every twentieth of a run, and each failure as it happens (a campaign runs for long). */
  private static final class Progress {
    private final int tries;
    private final long seed;
    private int done;
    private int failed;

    Progress(int tries, long seed) {
      this.tries = tries;
      this.seed = seed;
    }

    synchronized Outcome report(Outcome outcome) {
      done++;
      if (outcome.failure != null) {
        failed++;
        System.out.printf(
            "Switchboard fuzzer: program %d failed, -Dswitchboard.fuzz.replay=%s%n  %s%n",
            outcome.index + 1,
            outcome.replay,
            outcome.failure.getMessage().lines().limit(3).toList());
      }
      if (tries >= 100 && done % (tries / 20) == 0) {
        System.out.printf(
            "Switchboard fuzzer: %d of %d programs (seed %d), %d failed%n",
            done, tries, seed, failed);
      }
      return outcome;
    }
  }

  /** One program's end: its results per compiler, or its failure. */
  private record Outcome(
      int index, String replay, List<String> results, AssertionError failure, long cpuNanos) {}

  private Outcome outcome(int index, long programSeed) {
    long cpu = CPU.getCurrentThreadCpuTime();
    Program program = ProgramGenerator.generate(Choices.seeded(programSeed));
    try {
      List<String> results = check(program);
      return new Outcome(index, program.replay, results, null, CPU.getCurrentThreadCpuTime() - cpu);
    } catch (AssertionError failure) {
      return new Outcome(
          index, program.replay, List.of(), failure, CPU.getCurrentThreadCpuTime() - cpu);
    } catch (RuntimeException e) {
      // An exception out of the processor (compile-testing rethrows it) or out of the program's
      // run.
      AssertionError failure = new AssertionError("exception: " + e + "\n" + program, e);
      return new Outcome(
          index, program.replay, List.of(), failure, CPU.getCurrentThreadCpuTime() - cpu);
    }
  }

  /** Checks the program under each compiler; all of them must run it, or all reject it. */
  private List<String> check(Program program) {
    List<String> results = compilers.stream()
        .map(compiler -> compiler.name() + " " + new ProgramCheck(program, compiler).check())
        .toList();
    if (results.stream().map(result -> result.contains(" ran")).distinct().count() > 1) {
      throw new AssertionError(
          "the compilers end the program differently: " + results + "\n" + program);
    }
    return results;
  }

  private void check(Choices choices) {
    check(ProgramGenerator.generate(choices));
  }

  private boolean fails(List<Integer> choices) {
    return failureOf(choices) != null;
  }

  private AssertionError failureOf(List<Integer> choices) {
    try {
      check(Choices.of(choices));
      return null;
    } catch (AssertionError failure) {
      return failure;
    } catch (RuntimeException e) {
      return new AssertionError(
          "exception: " + e + "\n" + ProgramGenerator.generate(Choices.of(choices)), e);
    }
  }

  private static String property(String name) {
    return System.getProperty(name, "").trim();
  }
}
