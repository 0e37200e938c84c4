import java.lang.instrument.Instrumentation;
import java.security.SecureRandom;

/**
 * A Java agent that gives each JVM its own identity hashes. HotSpot's identity hashes are the same
 * in every run of the same program: the default generator is a per-thread sequence seeded from a
 * global pseudo-random generator with a fixed seed, advanced once per thread started, and
 * {@code -XX:hashCode=1} mixes object addresses with that same generator, which a repeated program
 * repeats too. Where a class sits in a hash table is therefore fixed per build of a benchmark. Before
 * {@code main}, this starts and joins a random number of threads (0 to 1,023): every thread started
 * after it, JMH's benchmark threads among them, then draws its hashes from another point of the
 * sequence. Used by compare-commits.sh: {@code java -javaagent:hash-seed.jar ...}.
 */
public final class HashSeed {
  private HashSeed() {}

  public static void premain(String arguments, Instrumentation instrumentation)
      throws InterruptedException {
    int threads = new SecureRandom().nextInt(1024);
    for (int i = 0; i < threads; i++) {
      Thread thread = new Thread(HashSeed::nothing);
      thread.start();
      thread.join();
    }
  }

  private static void nothing() {}
}
