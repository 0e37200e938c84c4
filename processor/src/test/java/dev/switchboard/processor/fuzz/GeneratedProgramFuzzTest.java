package dev.switchboard.processor.fuzz;

import static org.junit.jupiter.api.Assertions.fail;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Generates random legal programs ({@link ProgramGenerator}) and compiles each with the processor:
 * it must either succeed, with warning-free generated code whose every dispatch matches the {@link
 * Oracle}, or fail with Switchboard errors on the user's own files ({@link ProgramCheck}).
 *
 * <p>Each run prints its seed and what became of its programs. A failure is shrunk to a small
 * program, printed with its replay string. System properties (passed through by Surefire):
 * {@code switchboard.fuzz.tries} (programs per run, default {@value #DEFAULT_TRIES}), {@code
 * switchboard.fuzz.seed} (repeats a run), {@code switchboard.fuzz.replay} (checks the one program of
 * a replay string instead). See {@code docs/fuzzing.md}.
 */
class GeneratedProgramFuzzTest {
  static final int DEFAULT_TRIES = 250;
  private static final int SHRINK_ATTEMPTS = 400;
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private final List<ProgramCompiler> compilers = List.of(new JavacProgramCompiler());

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
    Map<String, Integer> outcomes = new TreeMap<>();
    Random programSeeds = new Random(seed);
    long started = System.nanoTime();
    long startedCpu = CPU.getCurrentThreadCpuTime();
    for (int i = 0; i < tries; i++) {
      Choices choices = Choices.seeded(programSeeds.nextLong());
      Program program = ProgramGenerator.generate(choices);
      try {
        for (String outcome : check(program)) {
          outcomes.merge(outcome, 1, Integer::sum);
        }
      } catch (AssertionError failure) {
        List<Integer> shrunk = new Shrinker(this::fails, SHRINK_ATTEMPTS).shrink(Choices.parse(program.replay));
        AssertionError minimal = failureOf(shrunk);
        fail("program " + (i + 1) + " of the run with -Dswitchboard.fuzz.seed=" + seed + " failed; shrunk to:\n"
            + (minimal != null ? minimal.getMessage() : "(did not shrink)\n" + failure.getMessage()), failure);
      }
    }
    // CPU time too: on a shared machine the wall-clock time says more about the neighbours.
    System.out.printf("Switchboard fuzzer: %d programs, -Dswitchboard.fuzz.seed=%d, %.1f s (%.1f s CPU): %s%n",
        tries, seed, (System.nanoTime() - started) / 1e9, (CPU.getCurrentThreadCpuTime() - startedCpu) / 1e9, outcomes);
  }

  private List<String> check(Program program) {
    return compilers.stream().map(compiler -> compiler.name() + " " + new ProgramCheck(program, compiler).check()).toList();
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
    }
  }

  private static String property(String name) {
    return System.getProperty(name, "").trim();
  }
}
